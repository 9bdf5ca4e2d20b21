/**
 * A card sticker whose board definition was deleted (spec/board.md §4 "shown as deleted and can be
 * detached"; §8 tooltip 'This sticker was removed from the board' and popup 'This sticker was
 * removed from the board and is no longer available. It is recommended to detach it from the
 * card.'). Greyed, struck-through chip; a click opens the popup with Detach (DELETE) and Close.
 */
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../app/translation';
import { LazyDeletedDialog } from './lazyStickerForms';
import { StickerChip } from './StickerChip';
import { stickerLabel } from './stickerDisplay';
import { useStickerSave } from './useStickerSave';
import type { WidgetProps } from './widgetProps';

/** Struck chip with the spec's tooltip; popup with Detach / Close (never opens when readOnly). */
export function DeletedWidget({ sticker, readOnly }: WidgetProps) {
  const { t } = useTranslation('stickers');
  const { detach } = useStickerSave(sticker);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <StickerChip
        label={stickerLabel(sticker, t)}
        readOnly={readOnly}
        tooltip={t('deleted.tooltip')}
        sx={{ bgcolor: 'action.disabledBackground', color: 'text.disabled', textDecoration: 'line-through' }}
        data={{ 'data-testid': 'sticker-deleted' }}
        onActivate={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {stickerLabel(sticker, t)}
      </StickerChip>
      {/* Mounted from the first click on (its chunk is prefetched when the board is idle). */}
      {asked && (
        <Suspense fallback={null}>
          <LazyDeletedDialog open={open} onClose={() => setOpen(false)} detach={detach} />
        </Suspense>
      )}
    </>
  );
}
