/**
 * The event form's own fields: title, description, start/end (native `datetime-local` or `date`
 * inputs), all-day, location, type, colour and reminders (spec/shell.md §3 Calendar event).
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useCalendarTranslation } from './calendarTexts';
import { reminderOptionText } from '../../app/durationFormat';
import {
  CALENDAR_EVENT_TYPES,
  EVENT_REMINDER_OPTIONS_S,
  MAX_EVENT_REMINDERS,
  type CalendarEventType,
} from '../../../shared/calendar/calendar.schemas';
import { TYPE_COLORS } from './eventColors';
import type { EventDraft } from './eventDraft';

interface Props {
  draft: EventDraft;
  onChange: (patch: Partial<EventDraft>) => void;
  errorOf: (field: string) => string | undefined;
  /** An invitee's read-only view (MUI selects ignore a disabled fieldset). */
  disabled?: boolean;
}

/** '15 min', '1 h', '1 day' / 'At the start' (reminder offsets in seconds). */
export const reminderText = (seconds: number, t: TFunction) =>
  seconds === 0 ? t('calendar:dialog.reminderAtStart') : reminderOptionText(seconds, t);

/** Switching all-day keeps the days and drops or adds the time of day. */
function toggleAllDay(draft: EventDraft, isAllDay: boolean): Partial<EventDraft> {
  const day = (value: string) => value.slice(0, 10);
  if (isAllDay) return { isAllDay, start: day(draft.start), end: day(draft.end) };
  return { isAllDay, start: `${day(draft.start)}T09:00`, end: `${day(draft.end)}T10:00` };
}

export function EventFields({ draft, onChange, errorOf, disabled = false }: Props) {
  const { t } = useCalendarTranslation();
  const timeType = draft.isAllDay ? 'date' : 'datetime-local';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        autoFocus
        label={t('dialog.title')}
        value={draft.title}
        onChange={(e) => onChange({ title: e.target.value })}
        error={!!errorOf('title')}
        helperText={errorOf('title')}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          type={timeType}
          label={t('dialog.start')}
          value={draft.start}
          onChange={(e) => onChange({ start: e.target.value })}
          error={!!errorOf('startDate')}
          helperText={errorOf('startDate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type={timeType}
          label={t('dialog.end')}
          value={draft.end}
          onChange={(e) => onChange({ end: e.target.value })}
          error={!!errorOf('endDate')}
          helperText={errorOf('endDate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={
            <Checkbox checked={draft.isAllDay} onChange={(e) => onChange(toggleAllDay(draft, e.target.checked))} />
          }
          label={t('dialog.allDay')}
        />
      </Box>
      <TextField
        label={t('dialog.description')}
        value={draft.description}
        onChange={(e) => onChange({ description: e.target.value })}
        error={!!errorOf('description')}
        helperText={errorOf('description')}
        multiline
        minRows={2}
      />
      <TextField
        label={t('dialog.location')}
        value={draft.location}
        onChange={(e) => onChange({ location: e.target.value })}
        error={!!errorOf('location')}
        helperText={errorOf('location')}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          disabled={disabled}
          label={t('dialog.type')}
          value={draft.type}
          onChange={(e) => onChange({ type: e.target.value as CalendarEventType })}
          sx={{ minWidth: 180 }}
        >
          {CALENDAR_EVENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={!!draft.color}
              onChange={(e) => onChange({ color: e.target.checked ? TYPE_COLORS[draft.type] : '' })}
            />
          }
          label={t('dialog.ownColor')}
        />
        {draft.color && (
          <TextField
            type="color"
            label={t('dialog.color')}
            value={draft.color}
            onChange={(e) => onChange({ color: e.target.value })}
            error={!!errorOf('color')}
            helperText={errorOf('color')}
            sx={{ width: 100 }}
          />
        )}
      </Box>
      <TextField
        select
        disabled={disabled}
        label={t('dialog.reminders')}
        value={draft.reminders}
        error={!!errorOf('reminders')}
        helperText={errorOf('reminders')}
        onChange={(e) => {
          const value = e.target.value as unknown as number[];
          onChange({ reminders: value.slice(0, MAX_EVENT_REMINDERS).sort((a, b) => a - b) });
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (value) => (value as number[]).map((s) => reminderText(s, t)).join(', '),
          },
        }}
      >
        {EVENT_REMINDER_OPTIONS_S.map((seconds) => (
          <MenuItem key={seconds} value={seconds}>
            <Checkbox size="small" checked={draft.reminders.includes(seconds)} />
            <ListItemText primary={reminderText(seconds, t)} />
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
