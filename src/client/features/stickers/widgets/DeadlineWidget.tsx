/**
 * Deadline sticker (spec/board.md §4 Deadline: "overdue when end date is before now (red). Last day
 * means 0 to 24 hours remaining. With showAsTimerOnLastDay it shows time left, or 'Просрочено' when
 * overdue, refreshed every 30 s. An existing deadline opens in view mode, a new one in edit mode").
 * The chip carries `data-state` overdue | lastDay | normal (`deadlineState`); the view lists the
 * dates, the reminder and the earlier deadlines the server kept (`prevValues`), with Edit / Remove
 * (Remove detaches the sticker: a deadline cannot be emptied by PUT).
 */
import { useState } from 'react';
import { useTranslation } from '../../../app/translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Event from '@mui/icons-material/Event';
import { formatDate } from '../../../app/dateFormat';
import { clockText, reminderOptionText } from '../../../app/durationFormat';
import {
  deadlineRemainingMs,
  deadlineState,
  timerDisplay,
  type DeadlineState,
} from '../../../../shared/stickers/stickerTime';
import { DEADLINE_REFRESH_MS } from '../../../../shared/stickers/stickerTypes';
import type { StoredDeadline } from '../../../../shared/stickers/stickerWire';
import type { StickerSave } from './useStickerSave';
import { useStickerSave } from './useStickerSave';
import { DeadlineForm } from './DeadlineForm';
import { StickerChip } from './StickerChip';
import { colorSx, stickerLabel, useClock, withPrefix } from './stickerDisplay';
import type { WidgetProps } from './widgetProps';

const STATE_SX: Record<DeadlineState, ReturnType<typeof colorSx> & { fontWeight?: number }> = {
  overdue: { ...colorSx('red'), fontWeight: 600 },
  lastDay: { ...colorSx('orange'), fontWeight: 600 },
  normal: colorSx(undefined),
};

/** A stored instant as text: '5 May 2026' or '5 May 2026, 14:30' (showTime), in `language`. */
const dateText = (iso: string, showTime: boolean, language: string) =>
  formatDate(iso, showTime ? 'dayTime' : 'day', language);

/** "start – end" or "end" in the user's language. */
function datesText(value: Pick<StoredDeadline, 'endDate' | 'startDate' | 'showTime'>, language: string): string {
  const end = dateText(value.endDate, value.showTime, language);
  return value.startDate ? `${dateText(value.startDate, value.showTime, language)} – ${end}` : end;
}

/** View mode: dates, reminder, earlier deadlines; Edit and Remove. */
function DeadlineView({
  value,
  onEdit,
  onRemove,
}: {
  value: StoredDeadline;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('stickers');
  const prev = value.prevValues ?? [];
  return (
    <Box sx={{ width: 260 }}>
      {value.startDate && (
        <Typography variant="body2">
          {t('deadline.startDate')}: {dateText(value.startDate, value.showTime, i18n.language)}
        </Typography>
      )}
      <Typography variant="body2">
        {t('deadline.endDate')}: {dateText(value.endDate, value.showTime, i18n.language)}
      </Typography>
      {value.notification != null && (
        <Typography variant="body2" color="text.secondary">
          {t('deadline.notificationLabel', { label: reminderOptionText(value.notification, t) })}
        </Typography>
      )}
      {prev.length > 0 && (
        <Box sx={{ mt: 1 }} aria-label={t('deadline.previous')} role="list">
          <Typography variant="caption" color="text.secondary">
            {t('deadline.previous')}
          </Typography>
          {prev.map((p) => (
            <Typography
              key={p.changedAt}
              role="listitem"
              variant="body2"
              sx={{ textDecoration: 'line-through', color: 'text.secondary' }}
            >
              {datesText({ ...p, showTime: value.showTime }, i18n.language)}
            </Typography>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, justifyContent: 'flex-end' }}>
        <Button size="small" color="error" onClick={onRemove}>
          {t('remove')}
        </Button>
        <Button size="small" variant="contained" onClick={onEdit}>
          {t('edit')}
        </Button>
      </Box>
    </Box>
  );
}

/** The menu: view mode for an existing deadline, edit mode for a new one (or after Edit). */
function DeadlineMenu({
  value,
  saver,
  close,
}: {
  value: StoredDeadline | null;
  saver: StickerSave;
  close: () => void;
}) {
  const [mode, setMode] = useState<'view' | 'edit'>(value ? 'view' : 'edit');
  if (mode === 'view' && value)
    return <DeadlineView value={value} onEdit={() => setMode('edit')} onRemove={() => void saver.detach()} />;
  return (
    <DeadlineForm
      value={value}
      errors={saver.errors}
      onChange={saver.clearErrors}
      onSave={(body) => void saver.save(body).then((ok) => ok && close())}
      onCancel={value ? () => setMode('view') : close}
      onDetach={value ? undefined : () => void saver.detach()}
    />
  );
}

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
      menu={(close) => <DeadlineMenu value={value} saver={saver} close={close} />}
    >
      <Event sx={{ fontSize: 14 }} />
      {withPrefix(sticker, t, text)}
    </StickerChip>
  );
}
