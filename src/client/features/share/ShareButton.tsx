/**
 * The board toolbar's 'Share' button (issue 6 item 1): opens the board's guest-link settings
 * (ShareDialog). Members only: the guest board does not show it.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../LazyTooltip';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { lazyDialog } from '../lazyDialog';

/** Loaded on first use (issue 13 item 6). */
const ShareDialog = lazyDialog(() =>
  import(/* webpackChunkName: "ShareDialog" */ './ShareDialog').then((m) => m.ShareDialog),
);

export function ShareButton({ boardId }: { boardId: number }) {
  const { t } = useTranslation('board');
  const [open, setOpen] = useState(false);
  return (
    <>
      <LazyTooltip title={t('share.openHint')}>
        <IconButton size="small" aria-label={t('share.open')} onClick={() => setOpen(true)}>
          <ShareOutlined fontSize="small" />
        </IconButton>
      </LazyTooltip>
      {open && <ShareDialog boardId={boardId} onClose={() => setOpen(false)} />}
    </>
  );
}
