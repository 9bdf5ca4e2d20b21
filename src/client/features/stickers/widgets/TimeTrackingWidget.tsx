/**
 * Time tracking sticker (spec/board.md §4 "Time tracking colour: red when fact total minutes exceed
 * plan total minutes, green otherwise, gray when no fact is entered"; §5 "hours: non-numeric or
 * negative becomes 0; minutes: … above 59 becomes 59; inputs trimmed; width capped at 60px").
 * Stored/PUT value `{plan: {hours, minutes}, fact: {hours, minutes} | null}`; the server's field
 * errors (`{plan: {minutes: '…'}}`) mark the matching inputs red until the next change.
 */
import { useState } from 'react';
import { useTranslation } from '../../../app/translation';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Timelapse from '@mui/icons-material/Timelapse';
import type { FieldErrors } from '../../../../shared/envelope';
import {
  normalizeTrackingHours,
  normalizeTrackingMinutes,
  trackingColor,
  type TrackingAmount,
} from '../../../../shared/stickers/stickerInputs';
import type { StoredTimeTracking } from '../../../../shared/stickers/stickerWire';
import { MenuActions } from './MenuActions';
import { StickerChip } from './StickerChip';
import { colorSx, stickerLabel, withPrefix } from './stickerDisplay';
import { fieldError, useStickerSave } from './useStickerSave';
import type { WidgetProps } from './widgetProps';

type Part = 'plan' | 'fact';
type Unit = 'hours' | 'minutes';
type Texts = Record<Part, Record<Unit, string>>;

const textOf = (a: TrackingAmount | null | undefined) => ({
  hours: a ? String(a.hours) : '',
  minutes: a ? String(a.minutes) : '',
});
const normalize = (unit: Unit, text: string) =>
  unit === 'hours' ? normalizeTrackingHours(text) : normalizeTrackingMinutes(text);
const amountOf = (texts: Record<Unit, string>): TrackingAmount => ({
  hours: normalize('hours', texts.hours),
  minutes: normalize('minutes', texts.minutes),
});

/** Plan/fact form: four inputs (≤ 60 px) normalised on blur and on save. */
function TrackingForm({
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
  const set = (part: Part, unit: Unit, text: string) => {
    setTexts((prev) => ({ ...prev, [part]: { ...prev[part], [unit]: text } }));
    onChange();
  };
  const blur = (part: Part, unit: Unit) =>
    setTexts((prev) => ({ ...prev, [part]: { ...prev[part], [unit]: String(normalize(unit, prev[part][unit])) } }));
  const save = () => {
    const factEntered = texts.fact.hours.trim() !== '' || texts.fact.minutes.trim() !== '';
    onSave({ plan: amountOf(texts.plan), fact: factEntered ? amountOf(texts.fact) : null });
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
      {(['plan', 'fact'] as const).map((part) => (
        <Box key={part} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography variant="body2" sx={{ width: 40, pt: 1 }}>
            {t(`tracking.${part}`)}
          </Typography>
          {input(part, 'hours')}
          {input(part, 'minutes')}
        </Box>
      ))}
      <MenuActions onDetach={onDetach} onCancel={onCancel} onSave={save} />
    </Box>
  );
}

/** Chip "fact / plan" coloured red/green/gray (`data-color`), menu with the plan/fact form. */
export function TimeTrackingWidget({ sticker, readOnly, hoverMenus }: WidgetProps) {
  const { t } = useTranslation('stickers');
  const { save, detach, errors, clearErrors } = useStickerSave(sticker);
  const value = (sticker.value as StoredTimeTracking | null) ?? null;
  const color = trackingColor(value);
  // No fact entered yet reads as a dash, not as zero (the chip is gray then, spec §4).
  const amount = (a: TrackingAmount | null | undefined) =>
    a ? t('tracking.amount', { hours: a.hours, minutes: a.minutes }) : '—';
  const text = value ? `${amount(value.fact)} / ${amount(value.plan)}` : t('notSet');
  return (
    <StickerChip
      label={stickerLabel(sticker, t)}
      readOnly={readOnly}
      hoverMenus={hoverMenus}
      sx={colorSx(color)}
      data={{ 'data-color': color, 'data-testid': 'sticker-timeTracking' }}
      menu={(close) => (
        <TrackingForm
          value={value}
          errors={errors}
          onChange={clearErrors}
          onSave={(body) => void save(body).then((ok) => ok && close())}
          onCancel={close}
          onDetach={() => void detach()}
        />
      )}
    >
      <Timelapse sx={{ fontSize: 14 }} />
      {withPrefix(sticker, t, text)}
    </StickerChip>
  );
}
