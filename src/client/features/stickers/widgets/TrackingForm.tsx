/**
 * The time tracking sticker's menu form (spec/board.md §4 Time tracking, §5 "hours: non-numeric or
 * negative becomes 0; minutes … above 59 becomes 59; inputs trimmed; width capped at 60px"): plan
 * and fact rows, a note under a row that counts as something else than was typed. Part of the
 * sticker forms' chunk (lazyStickerForms.ts), loaded on first use.
 */
import { useState } from 'react';
import { useTranslation } from '../../../app/translation';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors } from '../../../../shared/envelope';
import { trackingEntryOf, type TrackingAmount, type TrackingNote } from '../../../../shared/stickers/stickerInputs';
import type { StoredTimeTracking } from '../../../../shared/stickers/stickerWire';
import { MenuActions } from './MenuActions';
import { fieldError } from './useStickerSave';

type Part = 'plan' | 'fact';
type Unit = 'hours' | 'minutes';
type Texts = Record<Part, Record<Unit, string>>;

const textOf = (a: TrackingAmount | null | undefined) => ({
  hours: a ? String(a.hours) : '',
  minutes: a ? String(a.minutes) : '',
});
const entryOf = (texts: Record<Unit, string>) => trackingEntryOf(texts.hours, texts.minutes);

/** Plan/fact form: four inputs (≤ 60 px) normalised on blur (saying how, when it changes them) and on save. */
export function TrackingForm({
  value,
  errors,
  onChange,
  onSave,
  onCancel,
  onDetach,
}: {
  value: StoredTimeTracking | null;
  errors: FieldErrors;
  onChange: () => void;
  onSave: (body: StoredTimeTracking) => void;
  onCancel: () => void;
  onDetach?: () => void;
}) {
  const { t } = useTranslation('stickers');
  const [texts, setTexts] = useState<Texts>({ plan: textOf(value?.plan), fact: textOf(value?.fact) });
  // What each row was last counted as, when that differs from what was typed.
  const [notes, setNotes] = useState<Record<Part, { note: TrackingNote; amount: TrackingAmount } | null>>({
    plan: null,
    fact: null,
  });
  const set = (part: Part, unit: Unit, text: string) => {
    setTexts((prev) => ({ ...prev, [part]: { ...prev[part], [unit]: text } }));
    setNotes((prev) => ({ ...prev, [part]: null }));
    onChange();
  };
  const blur = (part: Part, unit: Unit) => {
    const { amount, note } = entryOf(texts[part]);
    // A changed row shows its whole amount; otherwise only the input just left is tidied (trimmed, 0 when empty).
    const row = note
      ? { hours: String(amount.hours), minutes: String(amount.minutes) }
      : { ...texts[part], [unit]: String(amount[unit]) };
    setTexts((prev) => ({ ...prev, [part]: row }));
    setNotes((prev) => ({ ...prev, [part]: note ? { note, amount } : null }));
  };
  const save = () => {
    const factEntered = texts.fact.hours.trim() !== '' || texts.fact.minutes.trim() !== '';
    onSave({ plan: entryOf(texts.plan).amount, fact: factEntered ? entryOf(texts.fact).amount : null });
  };
  const input = (part: Part, unit: Unit) => {
    const error = fieldError(errors, part, unit);
    const name = `${part}${unit === 'hours' ? 'Hours' : 'Minutes'}` as const;
    return (
      <TextField
        size="small"
        value={texts[part][unit]}
        onChange={(e) => set(part, unit, e.target.value)}
        onBlur={() => blur(part, unit)}
        onKeyDown={(e) => e.key === 'Enter' && save()}
        error={Boolean(error)}
        helperText={error}
        placeholder={unit === 'hours' ? t('tracking.hoursShort') : t('tracking.minutesShort')}
        slotProps={{ htmlInput: { 'aria-label': t(`tracking.${name}`), inputMode: 'numeric' } }}
        sx={{ width: 60 }}
      />
    );
  };
  return (
    <Box>
      {(['plan', 'fact'] as const).map((part) => {
        const noted = notes[part];
        return (
          <Box key={part} sx={{ mb: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Typography variant="body2" sx={{ width: 40, pt: 1 }}>
                {t(`tracking.${part}`)}
              </Typography>
              {input(part, 'hours')}
              {input(part, 'minutes')}
            </Box>
            {noted && (
              <Typography
                role="status"
                variant="caption"
                component="p"
                data-testid={`tracking-note-${part}`}
                sx={{ color: 'text.secondary', maxWidth: 200, mt: 0.5 }}
              >
                {t(`tracking.${noted.note}`, { amount: t('tracking.amount', { ...noted.amount }) })}
              </Typography>
            )}
          </Box>
        );
      })}
      <MenuActions onDetach={onDetach} onCancel={onCancel} onSave={save} />
    </Box>
  );
}
