/**
 * The card modal (spec/board.md §2 "Card modal with tabs: description, discussion, history"),
 * opened from a tile; it links to the same view as a page at /card/{cardId} (not in the guest
 * view: that page needs an account). A card that is not there offers "Back to the board" (closes).
 */
import { useContext } from 'react';
import { useTranslation } from '../../app/translation';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import OpenInFull from '@mui/icons-material/OpenInFull';
import type { Card } from '../../../shared/board/board.types';
import { BoardContext } from './boardContext';
import { CardDetails, CardView, type CardTabName } from './CardDetails';

/** The dialog's frame, the same for the modal and its warm-up (same styles, same class names). */
const FRAME = { fullWidth: true, maxWidth: 'md', scroll: 'body', 'aria-labelledby': 'card-modal-title' } as const;

function Actions({ cardId, onClose }: { cardId: number; onClose: () => void }) {
  const { t } = useTranslation('board');
  const guest = Boolean(useContext(BoardContext)?.guest);
  return (
    <>
      {!guest && (
        <IconButton component={RouterLink} to={`/card/${cardId}`} aria-label={t('card.openPage')}>
          <OpenInFull fontSize="small" />
        </IconButton>
      )}
      <IconButton onClick={onClose} aria-label={t('close')}>
        <Close />
      </IconButton>
    </>
  );
}

/** "Back to the board" of a card that is not there: closes the dialog onto its board. */
function BackToBoard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('board');
  return (
    <Button color="inherit" size="small" onClick={onClose}>
      {t('backToBoard')}
    </Button>
  );
}

/** `tab`: the tab shown first (default description). */
export function CardModal({ cardId, tab, onClose }: { cardId: number; tab?: CardTabName; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} {...FRAME}>
      <CardDetails
        cardId={cardId}
        initialTab={tab}
        titleId="card-modal-title"
        actions={<Actions cardId={cardId} onClose={onClose} />}
        wayBack={<BackToBoard onClose={onClose} />}
      />
    </Dialog>
  );
}

const noop = () => undefined;

/**
 * The modal rendered once, closed and hidden, for `card` (a placeholder: it asks the server for
 * nothing). Its styles then exist before the first click: emotion inserts a component's CSS on its
 * first render, and inserting @keyframes or @media rules (the skeleton's pulse, the dialog's
 * breakpoints) restyles the whole page — about 150 ms on a 200-card board — which would otherwise
 * fall on the first opening.
 */
export function CardModalWarmup({ card }: { card: Card }) {
  return (
    <Dialog open={false} keepMounted onClose={noop} {...FRAME} aria-labelledby={undefined} aria-hidden>
      <CardView card={card} details={undefined} actions={<Actions cardId={card.id} onClose={noop} />} />
    </Dialog>
  );
}
