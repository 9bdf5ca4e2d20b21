/**
 * The done circle of a card tile (spec/board.md §4 "Done: a card is done when doneAt is set.
 * Clicking the circle sends an update with a done flag equal to the opposite of the current state.
 * Disabled in guest view"; §8 'Error saving'). A plain button whose icon is drawn by CSS
 * (tileStyles.ts `.tile-done`); it dispatches the mutation without subscribing to its state.
 */
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import type { Card } from '../../../shared/board/board.types';
import { useAppDispatch } from '../../app/hooks';
import { cardApi } from './cardApi';

interface Props {
  card: Card;
  disabled: boolean;
}

export function DoneToggle({ card, disabled }: Props) {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const dispatch = useAppDispatch();
  const done = Boolean(card.doneAt);
  return (
    <button
      type="button"
      className="tile-done"
      aria-label={done ? t('card.undone') : t('card.done')}
      aria-pressed={done}
      disabled={disabled}
      onPointerDown={(e) => e.stopPropagation()}
      onClick={(e) => {
        e.stopPropagation();
        dispatch(cardApi.endpoints.updateCard.initiate({ card, change: { done: !done } }, { track: false }))
          .unwrap()
          .catch(() => enqueueSnackbar(t('errors.save'), { variant: 'error' }));
      }}
    />
  );
}
