/**
 * A card tile (spec/board.md §2 "Card tile", §4 Done / Inline title edit / Sub-cards, §5 progress
 * clamped 0–100): done circle, title with pencil edit, card menu, the stickers strip, executor and
 * responsible selectors (when their sticker is active on the board), sub-task bar (done/total and percent), and the expand chevron with a spinner
 * while sub-cards load (first expand loads, later ones only toggle). The whole tile drags with the
 * pointer (150 ms delay) and a click opens the card; for the keyboard and assistive technology the
 * title is the tile's focusable handle (a button named "#counter name": Space lifts, Enter opens),
 * so the tile's other buttons are not nested inside an interactive element (WCAG 4.1.2). Its
 * middle part is the "make sub-card" drop zone (see BoardDnd.tsx).
 */
import { memo, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { useDroppable } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import type { Card } from '../../../shared/board/board.types';
import { useLazyCardPageQuery } from './boardApi';
import { childListKey } from './boardCache';
import { BoardDragContext, useBoardCard, useBoardContext, useBoardPatch, useBoardSelector } from './boardContext';
import { progressPercent } from './boardTime';
import { CardList } from './CardList';
import { CardMembers, useMemberRoles } from './CardMembers';
import { CardMenu, cardMenuShown } from './CardMenu';
import { CardTitle, type CardHandleProps } from './CardTitle';
import { useUpdateCardMutation } from './cardApi';
import { StickerStrip } from '../stickers/StickerStrip';
import { isStickerDrag } from '../stickers/stickerDnd';

/** Sortable id of a card and droppable id of its "make sub-card" zone. */
export const cardDndId = (id: number) => `card:${id}`;
export const nestDndId = (id: number) => `nest:${id}`;

/** Done / total sub-cards with a clamped progress bar. */
function SubTaskBar({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('board');
  const percent = progressPercent(done, total);
  return (
    <Tooltip title={t('subtasks.hint', { done, total, percent })}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('subtasks.label')}
          sx={{ flex: 1, height: 6, borderRadius: 3 }}
        />
        <Typography component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
          {t('subtasks.count', { done, total })}
        </Typography>
      </Box>
    </Tooltip>
  );
}

interface TileProps {
  id: number;
  listKey: string;
  /** Nesting level (0 = a column's or archive's top level). */
  level: number;
}

/** One tile; `id` is read from the board cache so live changes re-render only this tile. */
export const CardTile = memo(function CardTile({ id, listKey, level }: TileProps) {
  const card = useBoardCard(id);
  if (!card) return null;
  return <TileBody card={card} listKey={listKey} level={level} />;
});

function TileBody({ card, listKey, level }: { card: Card } & Omit<TileProps, 'id'>) {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const { openCard, selectedCardId, selectCard, justDragged, editable, arg } = useBoardContext();
  const [editing, setEditing] = useState(false);
  const [updateCard] = useUpdateCardMutation();
  const [loadPage, { isFetching: childrenLoading }] = useLazyCardPageQuery();
  const patch = useBoardPatch();
  const expanded = useBoardSelector((d) => Boolean(d.expanded[card.id]));
  const childrenLoaded = useBoardSelector((d) => Boolean(d.lists[childListKey(card.id)]));
  // The "make sub-card" zone takes drops only during a pointer drag (keyboard drags reorder and move).
  const nestEnabled = useContext(BoardDragContext).pointerDrag;
  const disabled = Boolean((card as Card & { disabled?: boolean }).disabled);
  const memberRoles = useMemberRoles(card);
  const membersShown = memberRoles.length > 0 && (editable || card.cardsMembers?.length > 0);

  const sortable = useSortable({
    id: cardDndId(card.id),
    data: { type: 'card', cardId: card.id, listKey },
    disabled: !editable || disabled || editing,
  });
  const nest = useDroppable({
    id: nestDndId(card.id),
    data: { type: 'nest', cardId: card.id },
    disabled: !nestEnabled || Boolean(card.archivedAt) || sortable.isDragging,
  });

  const toggleDone = () =>
    updateCard({ card, change: { done: !card.doneAt } })
      .unwrap()
      .catch(() => enqueueSnackbar(t('errors.save'), { variant: 'error' }));

  const toggleChildren = () => {
    if (justDragged()) return;
    if (!expanded && !childrenLoaded) {
      loadPage({ board: arg, kind: 'children', ownerId: card.id })
        .unwrap()
        .then(() => patch((d) => void (d.expanded[card.id] = true)))
        .catch((error: unknown) => console.error('sub-cards not loaded', error)); // spec §8: logged only
      return;
    }
    patch((d) => {
      if (d.expanded[card.id]) delete d.expanded[card.id];
      else d.expanded[card.id] = true;
    });
  };

  const selected = selectedCardId === card.id;
  // A palette sticker held over the tile: the tile is where it will be attached.
  const stickerOver = sortable.isOver && isStickerDrag(sortable.active?.data.current);
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    opacity: sortable.isDragging ? 0.4 : 1,
  };

  // The keyboard handle: dnd-kit's keyboard sensor starts only from this activator node (the
  // listeners sit on the tile, so the pointer drags from anywhere on it).
  const handle: CardHandleProps = {
    ...sortable.attributes,
    ref: sortable.setActivatorNodeRef,
    role: 'button',
    'aria-label': t('card.open', { name: card.name, counter: card.counter }),
    'aria-roledescription': editable ? t('dnd.cardRole') : undefined,
    'aria-disabled': disabled || undefined,
    onKeyDown: (e) => {
      if (e.key === 'Enter' && !editing) openCard(card.id);
    },
  };

  return (
    <Box ref={sortable.setNodeRef} style={style} sx={{ mb: 1 }} data-card-id={card.id}>
      <Paper
        {...sortable.listeners}
        variant="outlined"
        onClick={() => {
          if (!editing && !justDragged()) openCard(card.id);
        }}
        sx={{
          position: 'relative',
          p: 1,
          cursor: editable && !disabled ? 'grab' : 'pointer',
          borderLeft: card.color ? `4px solid ${card.color}` : undefined,
          borderColor: selected || nest.isOver || stickerOver ? 'primary.main' : undefined,
          boxShadow: nest.isOver || stickerOver ? (theme) => `0 0 0 2px ${theme.palette.primary.main}` : undefined,
          bgcolor: card.archivedAt ? 'action.hover' : 'background.paper',
          '&:hover .card-edit': { opacity: 1 },
        }}
      >
        {/* "Make sub-card" zone: the tile's middle half (drop onto the middle of a card). */}
        <Box
          ref={nest.setNodeRef}
          aria-hidden
          sx={{ position: 'absolute', left: 0, right: 0, top: '25%', bottom: '25%', pointerEvents: 'none' }}
        />
        {nest.isOver && (
          <Typography sx={{ fontSize: 11, color: 'primaryText', mb: 0.5 }}>{t('dnd.makeSubCard')}</Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <IconButton
            size="small"
            aria-label={card.doneAt ? t('card.undone') : t('card.done')}
            aria-pressed={Boolean(card.doneAt)}
            disabled={!editable}
            onPointerDown={(e) => e.stopPropagation()}
            onClick={(e) => {
              e.stopPropagation();
              void toggleDone();
            }}
            sx={{ p: 0.25, color: card.doneAt ? 'success.main' : 'text.secondary' }}
          >
            {card.doneAt ? <CheckCircle fontSize="small" /> : <RadioButtonUnchecked fontSize="small" />}
          </IconButton>
          <CardTitle
            card={card}
            handle={handle}
            editing={editing}
            canEdit={editable}
            onEditStart={() => {
              selectCard(card.id);
              setEditing(true);
            }}
            onEditEnd={() => setEditing(false)}
          />
          {editable && cardMenuShown(card, level) && <CardMenu card={card} />}
        </Box>
        <Box sx={{ mt: 0.75 }}>
          <StickerStrip card={card} readOnly={!editable} />
        </Box>
        {(membersShown || card.childCount > 0) && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.75 }}>
            <CardMembers card={card} roles={memberRoles} />
            {card.childCount > 0 && (
              <>
                <SubTaskBar done={card.childDoneCount} total={card.childCount} />
                <IconButton
                  size="small"
                  aria-label={expanded ? t('children.hide') : t('children.show')}
                  aria-expanded={expanded}
                  onPointerDown={(e) => e.stopPropagation()}
                  onClick={(e) => {
                    e.stopPropagation();
                    toggleChildren();
                  }}
                  sx={{ p: 0.25 }}
                >
                  {childrenLoading ? (
                    <CircularProgress size={16} aria-label={t('loading')} />
                  ) : expanded ? (
                    <ExpandLess fontSize="small" />
                  ) : (
                    <ExpandMore fontSize="small" />
                  )}
                </IconButton>
              </>
            )}
          </Box>
        )}
      </Paper>
      {expanded && (
        <Box sx={{ pl: 1.5, mt: 1, borderLeft: 2, borderColor: 'divider' }}>
          <CardList listKey={childListKey(card.id)} kind="children" ownerId={card.id} level={level + 1} />
        </Box>
      )}
    </Box>
  );
}
