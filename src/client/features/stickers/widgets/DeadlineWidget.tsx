/**
 * Deadline sticker (spec/board.md §4 Deadline: "overdue when end date is before now (red). Last day
 * means 0 to 24 hours remaining. With showAsTimerOnLastDay it shows time left, or 'Просрочено' when
 * overdue, refreshed every 30 s. An existing deadline opens in view mode, a new one in edit mode").
 * The chip carries `data-state` overdue | lastDay | normal (`deadlineState`); the view lists the
 * dates, the reminder and the earlier deadlines the server kept (`prevValues`), with Edit / Remove
 * (Remove detaches the sticker: a deadline cannot be emptied by PUT).
 */
import { useTranslation } from '../../../app/translation';
import Event from '@mui/icons-material/Event';
import { clockText } from '../../../app/durationFormat';
import {
  deadlineRemainingMs,
  deadlineState,
  timerDisplay,
  type DeadlineState,
} from '../../../../shared/stickers/stickerTime';
import { DEADLINE_REFRESH_MS } from '../../../../shared/stickers/stickerTypes';
import type { StoredDeadline } from '../../../../shared/stickers/stickerWire';
import { useStickerSave } from './useStickerSave';
import { datesText } from './deadlineDates';
import { LazyDeadlineMenu } from './lazyStickerForms';
import { StickerChip } from './StickerChip';
import { colorSx, stickerLabel, useClock, withPrefix } from './stickerDisplay';
import type { WidgetProps } from './widgetProps';

const STATE_SX: Record<DeadlineState, ReturnType<typeof colorSx> & { fontWeight?: number }> = {
  overdue: { ...colorSx('red'), fontWeight: 600 },
  lastDay: { ...colorSx('orange'), fontWeight: 600 },
  normal: colorSx(undefined),
};

/** Chip with the dates (or time left / 'Overdue' on the last day with showAsTimerOnLastDay). */
export function DeadlineWidget({ sticker, readOnly, hoverMenus }: WidgetProps) {
  const { t, i18n } = useTranslation('stickers');
  const saver = useStickerSave(sticker);
  const value = (sticker.value as StoredDeadline | null) ?? null;
  const now = useClock(DEADLINE_REFRESH_MS, Boolean(value));
  const state = deadlineState(value, now);
  let text = t('notSet');
  if (value) {
    const asTimer = sticker.boardSticker.configs?.automation?.showAsTimerOnLastDay;
    if (asTimer && state === 'overdue') text = t('deadline.overdue');
    else if (asTimer && state === 'lastDay') text = clockText(timerDisplay(deadlineRemainingMs(value, now)), t);
    else text = datesText(value, i18n.language);
  }
  return (
    <StickerChip
      label={stickerLabel(sticker, t)}
      readOnly={readOnly}
      hoverMenus={hoverMenus}
      sx={STATE_SX[state]}
      data={{ 'data-state': state, 'data-testid': 'sticker-deadline' }}
      menu={(close) => <LazyDeadlineMenu value={value} saver={saver} close={close} />}
    >
      <Event sx={{ fontSize: 14 }} />
      {withPrefix(sticker, t, text)}
    </StickerChip>
  );
}
