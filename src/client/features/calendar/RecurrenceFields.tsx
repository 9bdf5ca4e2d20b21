/**
 * The recurrence editor of the event form: none / daily / weekly / monthly / yearly, every N units,
 * the weekdays of a weekly rule, and the end (never, on a date, after N occurrences).
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCalendarTranslation } from './calendarTexts';
import { RECURRENCE_TYPES, WEEKDAY_CODES, type WeekdayCode } from '../../../shared/calendar/calendar.schemas';
import type { EventDraft, RecurrenceChoice, RecurrenceEnd } from './eventDraft';

interface Props {
  draft: EventDraft;
  onChange: (patch: Partial<EventDraft>) => void;
  errorOf: (field: string) => string | undefined;
  /** An invitee's read-only view (MUI selects ignore a disabled fieldset). */
  disabled?: boolean;
}

export function RecurrenceFields({ draft, onChange, errorOf, disabled = false }: Props) {
  const { t } = useCalendarTranslation();
  const recurring = draft.recurrence !== 'none';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          disabled={disabled}
          label={t('recurrence.label')}
          value={draft.recurrence}
          onChange={(e) => onChange({ recurrence: e.target.value as RecurrenceChoice })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="none">{t('recurrence.none')}</MenuItem>
          {RECURRENCE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`recurrence.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {recurring && (
          <TextField
            type="number"
            label={t('recurrence.interval')}
            value={draft.interval}
            onChange={(e) => onChange({ interval: Number(e.target.value) })}
            error={!!errorOf('interval')}
            helperText={errorOf('interval') ?? t(`recurrence.unit.${draft.recurrence}`, { count: draft.interval })}
            slotProps={{ htmlInput: { min: 1, max: 999 } }}
            sx={{ width: 140 }}
          />
        )}
      </Box>
      {draft.recurrence === 'weekly' && (
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('recurrence.weekdays')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            value={draft.byWeekday}
            onChange={(_e, days: WeekdayCode[]) => onChange({ byWeekday: days })}
            aria-label={t('recurrence.weekdays')}
          >
            {WEEKDAY_CODES.map((code) => (
              <ToggleButton key={code} value={code}>
                {t(`recurrence.weekday.${code}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      )}
      {recurring && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            disabled={disabled}
            label={t('recurrence.ends')}
            value={draft.ends}
            onChange={(e) => onChange({ ends: e.target.value as RecurrenceEnd })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="never">{t('recurrence.never')}</MenuItem>
            <MenuItem value="until">{t('recurrence.onDate')}</MenuItem>
            <MenuItem value="count">{t('recurrence.afterCount')}</MenuItem>
          </TextField>
          {draft.ends === 'until' && (
            <TextField
              type="date"
              label={t('recurrence.until')}
              value={draft.until}
              onChange={(e) => onChange({ until: e.target.value })}
              error={!!errorOf('until')}
              helperText={errorOf('until')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          {draft.ends === 'count' && (
            <TextField
              type="number"
              label={t('recurrence.count')}
              value={draft.count}
              onChange={(e) => onChange({ count: Number(e.target.value) })}
              error={!!errorOf('count')}
              helperText={errorOf('count')}
              slotProps={{ htmlInput: { min: 1, max: 1000 } }}
              sx={{ width: 140 }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
