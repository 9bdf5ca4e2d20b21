/**
 * One page of the tree (issue 18): an expand toggle when it has children, the title as a link that
 * opens the page, inline rename (double click, F2 or the menu; Enter saves, Escape cancels; the
 * title is checked with the shared `wikiTitle` schema) and a menu: new subpage, rename, move
 * up/down/in/out (the keyboard's way to move), delete. The row is a drag source and a drop target;
 * `hint` draws where a drop would land (a line above/below, or the row outlined for "inside").
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ListItemButton from '@mui/material/ListItemButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import MoreHorizOutlined from '@mui/icons-material/MoreHorizOutlined';
import { wikiTitle } from '../../../shared/wiki/wiki.schemas';
import { useErrorToast } from '../company/workspaceUi';
import { useRenameWikiPageMutation } from './wikiApi';
import type { DropPosition, KeyboardMove, WikiTreeNode } from './wikiTree';
import { useWikiTranslation } from './wikiTexts';

export interface WikiTreeRowProps {
  node: WikiTreeNode;
  projectId: number;
  selected: boolean;
  expanded: boolean;
  hint: DropPosition | null;
  onToggle: () => void;
  onOpened: () => void;
  onAddChild: () => void;
  onMove: (command: KeyboardMove) => void;
  canMove: (command: KeyboardMove) => boolean;
  onDelete: () => void;
  /** In a windowed tree: the row's index, its top (px) and the virtualiser's measuring ref. */
  windowed?: { index: number; start: number; measure: (element: Element | null) => void };
}

const MOVES: KeyboardMove[] = ['up', 'down', 'in', 'out'];
/** Indentation per level (theme spacing units). */
const INDENT = 1.75;

/** A row of WikiTreeList. */
export function WikiTreeRow(props: WikiTreeRowProps) {
  const { node, projectId, selected, expanded, hint, onToggle, onOpened, onAddChild, onMove, canMove, onDelete } =
    props;
  const { windowed } = props;
  const { page } = node;
  const { t } = useWikiTranslation();
  const toastError = useErrorToast();
  const [rename] = useRenameWikiPageMutation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [draftError, setDraftError] = useState(false);
  const drag = useDraggable({ id: page.id });
  const drop = useDroppable({ id: page.id });
  const hasChildren = node.children.length > 0;

  const save = () => {
    if (draft === null) return;
    const parsed = wikiTitle.safeParse(draft);
    if (!parsed.success) {
      setDraftError(true);
      return;
    }
    setDraft(null);
    setDraftError(false);
    if (parsed.data !== page.title)
      rename({ page, title: parsed.data })
        .unwrap()
        .catch((error: unknown) => toastError(error, t('errors.rename')));
  };

  const closeMenuAnd = (action: () => void) => () => {
    setMenu(null);
    action();
  };

  return (
    <Box
      component="li"
      role="treeitem"
      aria-selected={selected}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-level={node.depth}
      data-index={windowed?.index}
      ref={(element: HTMLElement | null) => {
        drag.setNodeRef(element);
        drop.setNodeRef(element);
        windowed?.measure(element);
      }}
      style={
        windowed
          ? { position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${windowed.start}px)` }
          : undefined
      }
      sx={{
        listStyle: 'none',
        position: 'relative',
        opacity: drag.isDragging ? 0.5 : 1,
        outline: hint === 'inside' ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -2,
        borderRadius: 1,
        '&::before, &::after': { content: '""', position: 'absolute', left: 8, right: 8, height: 2, zIndex: 1 },
        '&::before': { top: 0, bgcolor: hint === 'before' ? 'primary.main' : 'transparent' },
        '&::after': { bottom: 0, bgcolor: hint === 'after' ? 'primary.main' : 'transparent' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pl: (node.depth - 1) * INDENT + 0.5, pr: 0.5 }}>
        <IconButton
          size="small"
          aria-label={expanded ? t('tree.collapse') : t('tree.expand')}
          onClick={onToggle}
          sx={{ visibility: hasChildren ? 'visible' : 'hidden', p: 0.25 }}
          tabIndex={hasChildren ? 0 : -1}
        >
          {expanded ? <ExpandMoreOutlined fontSize="small" /> : <ChevronRightOutlined fontSize="small" />}
        </IconButton>
        {draft !== null ? (
          <InputBase
            autoFocus
            value={draft}
            inputProps={{ 'aria-label': t('tree.renameLabel'), 'aria-invalid': draftError }}
            onChange={(e) => {
              setDraft(e.target.value);
              setDraftError(false);
            }}
            onBlur={save}
            onKeyDown={(e) => {
              if (e.key === 'Enter') save();
              if (e.key === 'Escape') {
                setDraft(null);
                setDraftError(false);
              }
            }}
            sx={{
              flex: 1,
              px: 0.5,
              fontSize: 14,
              border: 1,
              borderRadius: 1,
              borderColor: draftError ? 'error.main' : 'primary.main',
            }}
          />
        ) : (
          <ListItemButton
            component={RouterLink}
            to={`/cabinet/project/${projectId}/wiki/${page.id}`}
            selected={selected}
            onClick={onOpened}
            onDoubleClick={(e: React.MouseEvent) => {
              e.preventDefault();
              setDraft(page.title);
            }}
            onKeyDown={(e: React.KeyboardEvent) => {
              if (e.key === 'F2') setDraft(page.title);
            }}
            // Only the pointer listeners: the keyboard moves pages with the row's menu instead.
            {...drag.listeners}
            sx={{ flex: 1, minWidth: 0, borderRadius: 1, py: 0.25, px: 0.75, fontSize: 14 }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {page.title}
            </Box>
          </ListItemButton>
        )}
        <IconButton
          size="small"
          aria-label={t('tree.actions', { title: page.title })}
          aria-haspopup="menu"
          onClick={(e) => setMenu(e.currentTarget)}
          sx={{ p: 0.25 }}
        >
          <MoreHorizOutlined fontSize="small" />
        </IconButton>
      </Box>
      {/* Mounted only while open: a tree of hundreds of rows renders faster without them. */}
      {menu && (
        <Menu anchorEl={menu} open onClose={() => setMenu(null)}>
          <MenuItem onClick={closeMenuAnd(onAddChild)}>{t('tree.newChild')}</MenuItem>
          <MenuItem onClick={closeMenuAnd(() => setDraft(page.title))}>{t('tree.rename')}</MenuItem>
          <Divider />
          {MOVES.map((command) => (
            <MenuItem key={command} disabled={!canMove(command)} onClick={closeMenuAnd(() => onMove(command))}>
              {t(`tree.move.${command}`)}
            </MenuItem>
          ))}
          <Divider />
          <MenuItem onClick={closeMenuAnd(onDelete)}>{t('tree.delete')}</MenuItem>
        </Menu>
      )}
    </Box>
  );
}
