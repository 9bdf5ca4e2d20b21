/**
 * The inline title editor of a card tile (spec/board.md §4 Inline title edit; §8 'Error saving'):
 * mounted while the title is edited, selecting the name on focus. Enter (without Shift) and blur
 * save the trimmed name when it is non-empty and changed; Escape cancels. The name is never cut:
 * near the 200-character limit a counter shows under it; over the limit it says so in words
 * (nameLimit.ts) and Enter or blur send nothing and keep the editor open with the text.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputBase from '@mui/material/InputBase';
import type { Card } from '../../../shared/board/board.types';
import { useAppDispatch } from '../../app/hooks';
import { cardApi } from './cardApi';
import { useNameLimit } from './nameLimit';

interface Props {
  card: Card;
  /** Editing ends (saved or cancelled). */
  onEditEnd: () => void;
}

export function TitleEditor({ card, onEditEnd }: Props) {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(card.name);
  const done = useRef(false);
  const limit = useNameLimit(draft);
  const hintId = useId();

  const finish = (save: boolean) => {
    if (done.current) return;
    if (save && limit.tooLong) return; // refused: the editor stays with the text and the limit in words
    done.current = true;
    onEditEnd();
    const name = draft.trim();
    if (!save || !name || name === card.name) return;
    dispatch(cardApi.endpoints.updateCard.initiate({ card, change: { name } }, { track: false }))
      .unwrap()
      .catch(() => enqueueSnackbar(t('errors.save'), { variant: 'error' }));
  };

  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <InputBase
        autoFocus
        multiline
        fullWidth
        value={draft}
        error={limit.tooLong}
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
        inputProps={{
          'aria-label': t('card.titleInput'),
          'aria-invalid': limit.tooLong,
          'aria-describedby': limit.hint ? hintId : undefined,
        }}
        sx={{ fontSize: 14, fontWeight: 500, bgcolor: 'action.hover', borderRadius: 1, px: 0.5 }}
      />
      {limit.hint && (
        <FormHelperText id={hintId} error={limit.tooLong} sx={{ mx: 0.5 }}>
          {limit.hint}
        </FormHelperText>
      )}
    </Box>
  );
}
