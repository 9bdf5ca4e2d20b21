/**
 * One page of the tree (issue 18): an expand toggle when it has children, the title as a link that
 * opens the page, inline rename (double click, F2 or the menu; Enter saves, Escape cancels; the
 * title is checked with the shared `wikiTitle` schema) and a menu: new subpage, rename, move
 * up/down/in/out (the keyboard's way to move), delete. The row is a drag source and a drop target;
 * `hint` draws where a drop would land (a line above/below, or the row outlined for "inside").
 *
 * Why two memoised parts: @dnd-kit re-renders every draggable on each press (its context holds the
 * activator event), and opening a page changes the selection; only the thin `<li>` takes the drag
 * context, the row's MUI content (`RowContent`) renders again only when its own props change — so a
 * click re-renders two rows, not the screenful (issue 18 "Speed"). `actions` must be stable. The
 * row is plain elements styled by the tree's list (wikiTreeStyles.ts), at a fixed height.
 */
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import InputBase from '@mui/material/InputBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import { wikiTitle } from '../../../shared/wiki/wiki.schemas';
import type { WikiPage } from '../../../shared/wiki/wiki.types';
import type { DropPosition, KeyboardMove, WikiTreeNode } from './wikiTree';
import { useWikiTranslation } from './wikiTexts';
import { TREE_ICONS } from './wikiTreeStyles';

/** What the rows do, by page (one stable object for all rows: WikiTreeList `useRowActions`). */
export interface WikiTreeRowActions {
  toggle: (pageId: number) => void;
  /** A page was opened from the tree (the narrow screen's drawer closes). */
  opened: () => void;
  /** The link was pressed: the page is about to open (its document may be fetched meanwhile). */
  pressed: (pageId: number) => void;
  addChild: (pageId: number) => void;
  move: (pageId: number, command: KeyboardMove) => void;
  canMove: (pageId: number, command: KeyboardMove) => boolean;
  remove: (page: WikiPage) => void;
  /** Saves a new (valid) title. */
  rename: (page: WikiPage, title: string) => void;
}

export interface WikiTreeRowProps {
  node: WikiTreeNode;
  projectId: number;
  selected: boolean;
  expanded: boolean;
  hint: DropPosition | null;
  actions: WikiTreeRowActions;
  /** In a windowed tree: the row's index and top (px). */
  index?: number;
  start?: number;
}

const MOVES: KeyboardMove[] = ['up', 'down', 'in', 'out'];
/** Indentation per level (px). */
const INDENT_PX = 14;

/** A 20 px icon of the row's buttons (TREE_ICONS), hidden from screen readers like MUI's. */
function TreeIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** A row of WikiTreeList: the drag source and drop target around the row's content. */
export const WikiTreeRow = memo(function WikiTreeRow(props: WikiTreeRowProps) {
  const { node, projectId, selected, expanded, hint, actions, index, start } = props;
  const { page } = node;
  const drag = useDraggable({ id: page.id });
  const drop = useDroppable({ id: page.id });
  const hasChildren = node.children.length > 0;
  return (
    <li
      className="wiki-tree-row"
      role="treeitem"
      aria-selected={selected}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-level={node.depth}
      data-index={index}
      data-hint={hint ?? undefined}
      data-dragging={drag.isDragging || undefined}
      ref={(element: HTMLElement | null) => {
        drag.setNodeRef(element);
        drop.setNodeRef(element);
      }}
      style={
        start === undefined
          ? undefined
          : { position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${start}px)` }
      }
    >
      <RowContent
        node={node}
        projectId={projectId}
        selected={selected}
        expanded={expanded}
        actions={actions}
        listeners={drag.listeners}
      />
    </li>
  );
});

interface RowContentProps {
  node: WikiTreeNode;
  projectId: number;
  selected: boolean;
  expanded: boolean;
  actions: WikiTreeRowActions;
  /** The drag source's pointer listeners (stable while the tree's sensors are). */
  listeners: ReturnType<typeof useDraggable>['listeners'];
}

/** The row's toggle, link (or rename field) and menu. */
const RowContent = memo(function RowContent({
  node,
  projectId,
  selected,
  expanded,
  actions,
  listeners,
}: RowContentProps) {
  const { page } = node;
  const { t } = useWikiTranslation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [draftError, setDraftError] = useState(false);
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
    if (parsed.data !== page.title) actions.rename(page, parsed.data);
  };

  const closeMenuAnd = (action: () => void) => () => {
    setMenu(null);
    action();
  };

  return (
    <>
      <div className="wiki-tree-line" style={{ paddingLeft: (node.depth - 1) * INDENT_PX + 4 }}>
        <button
          type="button"
          className="wiki-tree-icon"
          aria-label={expanded ? t('tree.collapse') : t('tree.expand')}
          onClick={() => actions.toggle(page.id)}
          style={hasChildren ? undefined : { visibility: 'hidden' }}
          tabIndex={hasChildren ? 0 : -1}
        >
          <TreeIcon path={expanded ? TREE_ICONS.expanded : TREE_ICONS.collapsed} />
        </button>
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
          <RouterLink
            className="wiki-tree-link"
            to={`/cabinet/project/${projectId}/wiki/${page.id}`}
            aria-current={selected ? 'page' : undefined}
            onClick={actions.opened}
            onDoubleClick={(e) => {
              e.preventDefault();
              setDraft(page.title);
            }}
            onKeyDown={(e) => {
              if (e.key === 'F2') setDraft(page.title);
            }}
            // Only the pointer listeners: the keyboard moves pages with the row's menu instead.
            {...listeners}
            onPointerDown={(e) => {
              if (e.button === 0) actions.pressed(page.id);
              listeners?.onPointerDown?.(e);
            }}
          >
            <span className="wiki-tree-title">{page.title}</span>
          </RouterLink>
        )}
        <button
          type="button"
          className="wiki-tree-icon"
          aria-label={t('tree.actions', { title: page.title })}
          aria-haspopup="menu"
          onClick={(e) => setMenu(e.currentTarget)}
        >
          <TreeIcon path={TREE_ICONS.more} />
        </button>
      </div>
      {/* Mounted only while open: a tree of hundreds of rows renders faster without them. */}
      {menu && (
        <Menu anchorEl={menu} open onClose={() => setMenu(null)}>
          <MenuItem onClick={closeMenuAnd(() => actions.addChild(page.id))}>{t('tree.newChild')}</MenuItem>
          <MenuItem onClick={closeMenuAnd(() => setDraft(page.title))}>{t('tree.rename')}</MenuItem>
          <Divider />
          {MOVES.map((command) => (
            <MenuItem
              key={command}
              disabled={!actions.canMove(page.id, command)}
              onClick={closeMenuAnd(() => actions.move(page.id, command))}
            >
              {t(`tree.move.${command}`)}
            </MenuItem>
          ))}
          <Divider />
          <MenuItem onClick={closeMenuAnd(() => actions.remove(page))}>{t('tree.delete')}</MenuItem>
        </Menu>
      )}
    </>
  );
});
