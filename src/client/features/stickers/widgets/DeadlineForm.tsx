/**
 * Deadline edit mode (spec/board.md §4 Deadline: "Range mode adds a start date. The reminder
 * toggle sets 900 s by default and removes it when off"; §5 reminder options REMINDER_OPTIONS_S).
 * showTime switches between date and date-time inputs. Saves the PUT body
 * `{endDate, startDate, showTime, notification}` (ISO instants, seconds; null when off); the
 * server's field errors (`{endDate}`, `{startDate}`, `{notification}`) mark the inputs red.
 */
import { useState } from 'react';
import { useTranslation } from '../../../app/translation';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { reminderOptionText } from '../../../app/durationFormat';
import type { FieldErrors } from '../../../../shared/envelope';
import { DEFAULT_REMINDER_S, REMINDER_OPTIONS_S } from '../../../../shared/stickers/stickerTypes';
import type { DeadlineValue } from '../../../../shared/stickers/stickerValues';
import type { StoredDeadline } from '../../../../shared/stickers/stickerWire';
import { inputTextOf, instantOf } from './deadlineText';
import { MenuActions } from './MenuActions';
import { fieldError } from './useStickerSave';

export interface DeadlineFormProps {
  value: StoredDeadline | null;
  errors: FieldErrors;
  /** Any change (clears the server's field errors). */
  onChange: () => void;
  onSave: (body: DeadlineValue) => void;
  onCancel: () => void;
  onDetach?: () => void;
}

/** The deadline's edit form: range and showTime toggles, dates, reminder toggle and select. */
export function DeadlineForm({ value, errors, onChange, onSave, onCancel, onDetach }: DeadlineFormProps) {
  const { t } = useTranslation('stickers');
  const [showTime, setShowTime] = useState(value?.showTime ?? false);
  const [range, setRange] = useState(Boolean(value?.startDate));
  const [end, setEnd] = useState(inputTextOf(value?.endDate, showTime));
  const [start, setStart] = useState(inputTextOf(value?.startDate, showTime));
  const [notification, setNotification] = useState<number | null>(value?.notification ?? null);
  const changed = () => onChange();

  const toggleShowTime = (next: boolean) => {
    // Keep the chosen days when switching between date and date-time inputs.
    const endIso = instantOf(end, 'end');
    const startIso = instantOf(start, 'start');
    setShowTime(next);
    setEnd(inputTextOf(endIso, next));
    setStart(inputTextOf(startIso, next));
    changed();
  };
  const endDate = instantOf(end, 'end');
  const save = () => {
    if (!endDate) return;
    onSave({
      endDate,
      startDate: range ? instantOf(start, 'start') : null,
      showTime,
      notification,
    });
  };
  const dateInput = (which: 'endDate' | 'startDate', text: string, set: (s: string) => void) => {
    const error = fieldError(errors, which);
    return (
      <TextField
        size="small"
        type={showTime ? 'datetime-local' : 'date'}
        label={t(`deadline.${which}`)}
        value={text}
        onChange={(e) => {
          set(e.target.value);
          changed();
        }}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
        sx={{ mb: 1 }}
      />
    );
  };
  const reminderError = fieldError(errors, 'notification');
  return (
    <Box sx={{ width: 280 }}>
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={range}
            onChange={(e) => {
              setRange(e.target.checked);
              changed();
            }}
          />
        }
        label={t('deadline.range')}
      />
      <FormControlLabel
        control={<Switch size="small" checked={showTime} onChange={(e) => toggleShowTime(e.target.checked)} />}
        label={t('deadline.showTime')}
      />
      <Box sx={{ mt: 1 }}>
        {range && dateInput('startDate', start, setStart)}
        {dateInput('endDate', end, setEnd)}
      </Box>
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={notification !== null}
            onChange={(e) => {
              setNotification(e.target.checked ? DEFAULT_REMINDER_S : null);
              changed();
            }}
          />
        }
        label={t('deadline.reminder')}
      />
      {notification !== null && (
        <TextField
          select
          size="small"
          fullWidth
          label={t('deadline.reminderBefore')}
          value={notification}
          error={Boolean(reminderError)}
          helperText={reminderError}
          onChange={(e) => {
            setNotification(Number(e.target.value));
            changed();
          }}
          sx={{ mt: 1 }}
        >
          {REMINDER_OPTIONS_S.map((s) => (
            <MenuItem key={s} value={s}>
              {reminderOptionText(s, t)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <MenuActions onDetach={onDetach} onCancel={onCancel} onSave={save} saveDisabled={!endDate} />
    </Box>
  );
}
