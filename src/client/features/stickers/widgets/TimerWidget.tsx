/**
 * Timer sticker (spec/board.md §4 Timer; §5 timer inputs). Server-authoritative: Start/Stop/Restart
 * send `{command}`, the setup form sends `{initialValue: ms}` (days ≥ 0, hours 0–24, minutes 0–60,
 * `timerInitialValueMs`); the stored `{initialValue, history}` comes back. Remaining = initial −
 * elapsed (`timerState`), recomputed every 1 s while running, shown as days, else hours and
 * minutes, else minutes and seconds (`timerDisplay`).
 */
import { useTranslation } from '../../../app/translation';
import HourglassBottom from '@mui/icons-material/HourglassBottom';
import { clockText } from '../../../app/durationFormat';
import { timerDisplay, timerState } from '../../../../shared/stickers/stickerTime';
import { TIMER_TICK_MS } from '../../../../shared/stickers/stickerTypes';
import type { StoredTimer } from '../../../../shared/stickers/stickerWire';
import { LazyTimerMenu } from './lazyStickerForms';
import { StickerChip } from './StickerChip';
import { stickerLabel, useClock, withPrefix } from './stickerDisplay';
import { useStickerSave } from './useStickerSave';
import type { WidgetProps } from './widgetProps';

/** Chip with the remaining time (`data-running`); menu with the commands and the setup form. */
export function TimerWidget({ sticker, readOnly, hoverMenus }: WidgetProps) {
  const { t } = useTranslation('stickers');
  const saver = useStickerSave(sticker);
  const value = (sticker.value as StoredTimer | null) ?? null;
  const running = timerState(value, Date.now()).running;
  const now = useClock(TIMER_TICK_MS, running);
  const { remainingMs } = timerState(value, now);
  const isSet = Boolean(value && value.initialValue > 0);
  const text = isSet ? clockText(timerDisplay(remainingMs), t) : t('timer.notSet');
  return (
    <StickerChip
      label={stickerLabel(sticker, t)}
      readOnly={readOnly}
      hoverMenus={hoverMenus}
      sx={{ bgcolor: 'action.hover', color: running ? 'primaryText' : 'text.secondary' }}
      data={{ 'data-running': String(running), 'data-testid': 'sticker-timer' }}
      menu={(close) => (
        <LazyTimerMenu initialValue={value?.initialValue} running={running} saver={saver} close={close} />
      )}
    >
      <HourglassBottom sx={{ fontSize: 14 }} />
      {withPrefix(sticker, t, text)}
    </StickerChip>
  );
}
