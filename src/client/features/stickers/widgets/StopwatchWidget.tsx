/**
 * Stopwatch sticker (spec/board.md §4 Stopwatch: "running when the last lap has no end. Toggle
 * starts (opens a new lap) or stops it; each toggle saves immediately"; §2 "The stopwatch lap list
 * scrolls at a max height of 200 px"). The play/pause button PUTs `true` on a click gesture; the
 * chip shows the elapsed total (sum of laps, ticking every 1 s while running) and opens the lap list
 * (StopwatchMenu.tsx, in the sticker forms' chunk: lazyStickerForms.ts).
 */
import { useTranslation } from '../../../app/translation';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import type { Theme } from '@mui/material/styles';
import { clockText } from '../../../app/durationFormat';
import { stopwatchState, timerDisplay } from '../../../../shared/stickers/stickerTime';
import { TIMER_TICK_MS } from '../../../../shared/stickers/stickerTypes';
import type { StoredStopwatch } from '../../../../shared/stickers/stickerWire';
import { useStickerGesture } from '../useStickerGesture';
import { LazyStopwatchMenu as StopwatchMenu } from './lazyStickerForms';
import { StickerChip } from './StickerChip';
import { stickerLabel, useClock, withPrefix } from './stickerDisplay';
import { useStickerSave } from './useStickerSave';
import type { WidgetProps } from './widgetProps';

const IDLE_SX = { bgcolor: 'action.hover', color: 'text.secondary' } as const;
/**
 * A running stopwatch reads in the primary hue. On the chip's tint over a dark card #0098EA gives
 * only 4.1:1, so the dark theme takes its lighter shade (5.1:1); the light theme's primaryText 4.5:1+.
 */
const RUNNING_SX = {
  bgcolor: 'action.hover',
  color: (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primaryText),
} as const;

/** Play/pause toggle, elapsed chip (`data-running`) and the lap list menu. */
export function StopwatchWidget({ sticker, readOnly, hoverMenus }: WidgetProps) {
  const { t } = useTranslation('stickers');
  const { save, detach } = useStickerSave(sticker);
  const laps = (sticker.value as StoredStopwatch | null) ?? [];
  const running = stopwatchState(laps, Date.now()).running;
  const now = useClock(TIMER_TICK_MS, running);
  const toggle = useStickerGesture({ onClick: () => void save(true), disabled: readOnly });
  const text = clockText(timerDisplay(stopwatchState(laps, now).elapsedMs), t);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }} data-testid="sticker-stopwatch">
      {!readOnly && (
        <IconButton
          size="small"
          aria-label={running ? t('stopwatch.stop') : t('stopwatch.start')}
          sx={{ p: 0.25 }}
          {...toggle}
        >
          {running ? <Pause sx={{ fontSize: 16 }} /> : <PlayArrow sx={{ fontSize: 16 }} />}
        </IconButton>
      )}
      <StickerChip
        label={stickerLabel(sticker, t)}
        readOnly={readOnly}
        hoverMenus={hoverMenus}
        sx={running ? RUNNING_SX : IDLE_SX}
        data={{ 'data-running': String(running) }}
        menu={(close) => <StopwatchMenu laps={laps} now={now} onDetach={() => void detach()} onCancel={close} />}
      >
        {withPrefix(sticker, t, text)}
      </StickerChip>
    </Box>
  );
}
