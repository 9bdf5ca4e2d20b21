/**
 * Time tracking sticker (spec/board.md §4 "Time tracking colour: red when fact total minutes exceed
 * plan total minutes, green otherwise, gray when no fact is entered"; §5 "hours: non-numeric or
 * negative becomes 0; minutes … above 59 becomes 59; inputs trimmed; width capped at 60px"), and
 * fractions become whole minutes (shared trackingEntryOf); whenever a row counts as something else
 * than was typed, a line under it says what it counts as and why ("Minutes go up to 59: counted as
 * 1h 59m" — issue 14, no silent truncation).
 * Stored/PUT value `{plan: {hours, minutes}, fact: {hours, minutes} | null}`; the server's field
 * errors (`{plan: {minutes: '…'}}`) mark the matching inputs red until the next change.
 */
import { useTranslation } from '../../../app/translation';
import Timelapse from '@mui/icons-material/Timelapse';
import { trackingColor, type TrackingAmount } from '../../../../shared/stickers/stickerInputs';
import type { StoredTimeTracking } from '../../../../shared/stickers/stickerWire';
import { LazyTrackingForm } from './lazyStickerForms';
import { StickerChip } from './StickerChip';
import { colorSx, stickerLabel, withPrefix } from './stickerDisplay';
import { useStickerSave } from './useStickerSave';
import type { WidgetProps } from './widgetProps';

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
        <LazyTrackingForm
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
