/**
 * The title of a card tile with its inline edit (spec/board.md §4 "Inline title edit: starting
 * selects the card. Saves on blur, on Enter without Shift, or on click/press outside the card. Name
 * is trimmed; for an existing card it saves only if the trimmed name is non-empty and changed";
 * §8 inline save failure 'Ошибка сохранения' / 'Error saving'). Escape cancels. Outside editing the
 * title text carries the tile's keyboard handle (`handle`: role, name and drag attributes).
 */
import { useEffect, useRef, useState } from 'react';
import type { HTMLAttributes, KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Card } from '../../../shared/board/board.types';
import { useUpdateCardMutation } from './cardApi';

/** Attributes of the tile's focusable handle (dnd-kit's activator with the tile's accessible name). */
export type CardHandleProps = Omit<HTMLAttributes<HTMLElement>, 'onKeyDown'> & {
  ref: Ref<HTMLElement>;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

interface Props {
  card: Card;
  /** Spread on the title text (not while editing). */
  handle?: CardHandleProps;
  editing: boolean;
  /** Inline edit starts (the tile selects the card). */
  onEditStart: () => void;
  onEditEnd: () => void;
  canEdit: boolean;
}

/** The title text, or the inline editor while `editing`. */
export function CardTitle({ card, handle, editing, onEditStart, onEditEnd, canEdit }: Props) {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const [updateCard] = useUpdateCardMutation();
  const [draft, setDraft] = useState(card.name);
  const done = useRef(false);

  useEffect(() => {
    if (editing) {
      setDraft(card.name);
      done.current = false;
    }
  }, [editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    onEditEnd();
    const name = draft.trim();
    if (!save || !name || name === card.name) return;
    updateCard({ card, change: { name } })
      .unwrap()
      .catch(() => enqueueSnackbar(t('errors.save'), { variant: 'error' }));
  };

  if (editing)
    return (
      <InputBase
        autoFocus
        multiline
        fullWidth
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => finish(true)}
        onFocus={(e) => (e.target as HTMLTextAreaElement).select()}
        onKeyDown={(e) => {
          e.stopPropagation(); // keys here never reach the drag sensor or the tile
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            finish(true);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            finish(false);
          }
        }}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={(e) => e.stopPropagation()}
        inputProps={{ 'aria-label': t('card.titleInput'), maxLength: 200 }}
        sx={{ fontSize: 14, fontWeight: 500, bgcolor: 'action.hover', borderRadius: 1, px: 0.5 }}
      />
    );

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0, flex: 1 }}>
      <Typography
        component="span"
        {...handle}
        sx={{
          // The focus ring of the handle is drawn around the whole tile (the tile is position: relative).
          '&:focus-visible': { outline: 'none' },
          '&:focus-visible::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            borderRadius: 1,
            outline: 2,
            outlineStyle: 'solid',
            outlineColor: 'primary.main',
            pointerEvents: 'none',
          },
          fontSize: 14,
          fontWeight: 500,
          wordBreak: 'break-word',
          whiteSpace: 'pre-wrap',
          flex: 1,
          textDecoration: card.doneAt ? 'line-through' : 'none',
          color: card.doneAt ? 'text.secondary' : 'text.primary',
        }}
      >
        {card.name}
      </Typography>
      {canEdit && (
        <IconButton
          size="small"
          aria-label={t('card.edit')}
          className="card-edit"
          onClick={(e) => {
            e.stopPropagation();
            onEditStart();
          }}
          sx={{ p: 0.25, opacity: { xs: 1, md: 0 }, '&:focus-visible': { opacity: 1 } }}
        >
          <EditOutlined sx={{ fontSize: 16 }} />
        </IconButton>
      )}
    </Box>
  );
}
