/**
 * The card modal (spec/board.md §2 "Card modal with tabs: description, discussion, history"),
 * opened from a tile; it links to the same view as a page at /card/{cardId} (not in the guest
 * view: that page needs an account).
 */
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import OpenInFull from '@mui/icons-material/OpenInFull';
import { BoardContext } from './boardContext';
import { CardDetails, type CardTabName } from './CardDetails';

/** `tab`: the tab shown first (default description). */
export function CardModal({ cardId, tab, onClose }: { cardId: number; tab?: CardTabName; onClose: () => void }) {
  const { t } = useTranslation('board');
  const guest = Boolean(useContext(BoardContext)?.guest);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="card-modal-title" scroll="body">
      <CardDetails
        cardId={cardId}
        initialTab={tab}
        titleId="card-modal-title"
        actions={
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
        }
      />
    </Dialog>
  );
}
