/**
 * The regular task sticker's menu form (spec/board.md §9 "Regular task makes the task reappear on
 * the board at a configurable interval"; value `{every: 1–365, unit: day|week|month}`). Part of the
 * sticker forms' chunk (lazyStickerForms.ts).
 */
import { useState } from 'react';
import { useTranslation } from '../../../app/translation';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REGULAR_TASK_UNITS } from '../../../../shared/stickers/stickerTypes';
import { MenuActions } from './MenuActions';
import type { RegularValue } from './RegularTaskWidget';
import { fieldError, type StickerSave } from './useStickerSave';

type Unit = RegularValue['unit'];

/** Every (1–365, digits only) and unit; Save sends `{every, unit}` and closes on success. */
export function RegularForm({
  value,
  saver,
  close,
}: {
  value: RegularValue | null;
  saver: StickerSave;
  close: () => void;
}) {
  const { t } = useTranslation('stickers');
  const [every, setEvery] = useState(String(value?.every ?? 1));
  const [unit, setUnit] = useState<Unit>(value?.unit ?? 'day');
  const everyError = fieldError(saver.errors, 'every');
  const save = () => {
    const n = Math.floor(Number(every.trim()));
    void saver.save({ every: Number.isFinite(n) ? n : 0, unit }).then((ok) => ok && close());
  };
  return (
    <Box sx={{ width: 240 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label={t('regular.every')}
          value={every}
          error={Boolean(everyError)}
          helperText={everyError}
          onChange={(e) => {
            setEvery(e.target.value.replace(/\D/g, ''));
            saver.clearErrors();
          }}
          onKeyDown={(e) => e.key === 'Enter' && save()}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 80 }}
        />
        <TextField
          select
          size="small"
          label={t('regular.unit')}
          value={unit}
          onChange={(e) => {
            setUnit(e.target.value as Unit);
            saver.clearErrors();
          }}
          sx={{ flex: 1 }}
        >
          {REGULAR_TASK_UNITS.map((u) => (
            <MenuItem key={u} value={u}>
              {t(`regular.units.${u}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <MenuActions onDetach={() => void saver.detach()} onCancel={close} onSave={save} />
    </Box>
  );
}
