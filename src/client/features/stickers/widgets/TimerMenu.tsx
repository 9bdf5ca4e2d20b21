/**
 * The timer sticker's menu (spec/board.md §4 Timer; §5 timer inputs): Start/Stop/Restart send
 * `{command}`; the setup form sends `{initialValue: ms}` (days ≥ 0, hours 0–24, minutes 0–60,
 * `timerInitialValueMs`), saying under the inputs when a blur brought a field down to its maximum.
 * Part of the sticker forms' chunk (lazyStickerForms.ts).
 */
import { useState } from 'react';
import { useTranslation } from '../../../app/translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  normalizeTimerDays,
  normalizeTimerHours,
  normalizeTimerMinutes,
  timerInitialValueMs,
} from '../../../../shared/stickers/stickerInputs';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../../shared/stickers/stickerTypes';
import type { FieldErrors } from '../../../../shared/envelope';
import { MenuActions } from './MenuActions';
import { fieldError, type StickerSave } from './useStickerSave';

type Field = 'days' | 'hours' | 'minutes';
const NORMALIZE: Record<Field, (text: string) => number> = {
  days: normalizeTimerDays,
  hours: normalizeTimerHours,
  minutes: normalizeTimerMinutes,
};

function textsOf(initialValue: number | undefined): Record<Field, string> {
  const ms = initialValue ?? 0;
  return {
    days: String(Math.floor(ms / DAY_MS)),
    hours: String(Math.floor((ms % DAY_MS) / HOUR_MS)),
    minutes: String(Math.floor((ms % HOUR_MS) / MINUTE_MS)),
  };
}

/** Days / hours / minutes inputs and "Set time" → `{initialValue}` in ms. */
function TimerSetup({
  initialValue,
  errors,
  onChange,
  onSet,
}: {
  initialValue: number | undefined;
  errors: FieldErrors;
  onChange: () => void;
  onSet: (ms: number) => void;
}) {
  const { t } = useTranslation('stickers');
  const [texts, setTexts] = useState(() => textsOf(initialValue));
  // The field a blur brought down to its maximum (spec/board.md §5: hours 0–24, minutes 0–60), said
  // under the inputs instead of changing the number silently.
  const [clamped, setClamped] = useState<Partial<Record<Field, number>>>({});
  const normalizeOnBlur = (field: Field) => {
    const typed = Number(texts[field].trim());
    const kept = NORMALIZE[field](texts[field]);
    const over = Number.isFinite(typed) && typed > kept && field !== 'days';
    setClamped((prev) => ({ ...prev, [field]: over ? kept : undefined }));
    setTexts((prev) => ({ ...prev, [field]: String(kept) }));
  };
  const values = () => ({
    days: NORMALIZE.days(texts.days),
    hours: NORMALIZE.hours(texts.hours),
    minutes: NORMALIZE.minutes(texts.minutes),
  });
  const error = fieldError(errors, 'initialValue');
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {(['days', 'hours', 'minutes'] as const).map((field) => (
          <TextField
            key={field}
            size="small"
            label={t(`timer.${field}`)}
            value={texts[field]}
            error={Boolean(error)}
            onChange={(e) => {
              setTexts((prev) => ({ ...prev, [field]: e.target.value }));
              onChange();
            }}
            onBlur={() => normalizeOnBlur(field)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 72 }}
          />
        ))}
      </Box>
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
      {(['hours', 'minutes'] as const).map(
        (field) =>
          clamped[field] !== undefined && (
            <Typography key={field} variant="caption" color="text.secondary" role="status" sx={{ display: 'block' }}>
              {t(`timer.${field}Clamped`, { max: clamped[field] })}
            </Typography>
          ),
      )}
      <Button size="small" sx={{ mt: 1 }} onClick={() => onSet(timerInitialValueMs(values()))}>
        {t('timer.setup')}
      </Button>
    </Box>
  );
}

/** Commands when the timer is set (`running`: Stop, else Start), the setup form, Detach / Cancel. */
export function TimerMenu({
  initialValue,
  running,
  saver,
  close,
}: {
  /** The stored initial value, ms (0 or undefined: not set). */
  initialValue: number | undefined;
  running: boolean;
  saver: StickerSave;
  close: () => void;
}) {
  const { t } = useTranslation('stickers');
  const { save, detach, errors, clearErrors } = saver;
  const isSet = Boolean(initialValue && initialValue > 0);
  return (
    <Box>
      {isSet && (
        <Box sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
          <Button size="small" variant="contained" onClick={() => void save({ command: running ? 'stop' : 'start' })}>
            {running ? t('timer.stop') : t('timer.start')}
          </Button>
          <Button size="small" onClick={() => void save({ command: 'restart' })}>
            {t('timer.restart')}
          </Button>
        </Box>
      )}
      <TimerSetup
        initialValue={initialValue}
        errors={errors}
        onChange={clearErrors}
        onSet={(ms) => void save({ initialValue: ms })}
      />
      <MenuActions onDetach={() => void detach()} onCancel={close} />
    </Box>
  );
}
