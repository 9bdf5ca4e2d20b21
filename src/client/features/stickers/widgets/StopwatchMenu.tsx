/**
 * The stopwatch sticker's lap list (StopwatchWidget.tsx; spec/board.md §4 Stopwatch, §2 "The
 * stopwatch lap list scrolls at a max height of 200 px"): each lap's time and its start – end,
 * with Detach and Cancel. In the sticker forms' chunk (lazyStickerForms.ts): the tiles draw only
 * the chips.
 */
import { useTranslation } from '../../../app/translation';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useDateFormat } from '../../../app/dateFormat';
import { clockText } from '../../../app/durationFormat';
import { elapsedMs, timerDisplay } from '../../../../shared/stickers/stickerTime';
import type { StoredStopwatch } from '../../../../shared/stickers/stickerWire';
import { MenuActions } from './MenuActions';

/** Max height of the lap list before it scrolls, px (spec/board.md §2). */
export const LAP_LIST_MAX_HEIGHT_PX = 200;

interface Props {
  laps: StoredStopwatch;
  /** The widget's clock (ms since the epoch), so a running lap ticks with the chip. */
  now: number;
  onDetach: () => void;
  onCancel: () => void;
}

/** The laps with Detach and Cancel. */
export function StopwatchMenu({ laps, now, onDetach, onCancel }: Props) {
  const { t } = useTranslation('stickers');
  const { date } = useDateFormat();
  return (
    <Box sx={{ minWidth: 260 }}>
      <Typography variant="subtitle2">{t('stopwatch.laps')}</Typography>
      {laps.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('stopwatch.noLaps')}
        </Typography>
      ) : (
        <List dense aria-label={t('stopwatch.laps')} sx={{ maxHeight: LAP_LIST_MAX_HEIGHT_PX, overflowY: 'auto' }}>
          {laps.map((lap, i) => (
            <ListItem key={`${lap.start.time}-${i}`} disableGutters>
              <ListItemText
                primary={`${i + 1}. ${clockText(timerDisplay(elapsedMs([lap], now)), t)}`}
                secondary={`${date(lap.start.time, 'lap')} – ${lap.end ? date(lap.end.time, 'lap') : t('stopwatch.running')}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <MenuActions onDetach={onDetach} onCancel={onCancel} />
    </Box>
  );
}
