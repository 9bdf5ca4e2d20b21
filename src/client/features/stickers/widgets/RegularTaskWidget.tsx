/**
 * Regular task sticker (spec/board.md §9 "Regular task makes the task reappear on the board at a
 * configurable interval"; value our choice `{every: 1–365, unit: day|week|month}`). Chip
 * 'Every 2 weeks' / 'Каждые 2 недели' (plural forms); the menu's form saves `{every, unit}`.
 */
import { useState } from 'react';
import { useTranslation } from '../../../app/translation';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Repeat from '@mui/icons-material/Repeat';
import { REGULAR_TASK_UNITS } from '../../../../shared/stickers/stickerTypes';
import { MenuActions } from './MenuActions';
import { StickerChip } from './StickerChip';
import { stickerLabel, withPrefix } from './stickerDisplay';
import { fieldError, useStickerSave, type StickerSave } from './useStickerSave';
import type { WidgetProps } from './widgetProps';

type Unit = (typeof REGULAR_TASK_UNITS)[number];
interface RegularValue {
  every: number;
  unit: Unit;
}

/** 'Every day' for 1, else 'Every N days' in the language's plural form. */
export function regularText(value: RegularValue, t: TFunction): string {
  if (value.every === 1) return t(`stickers:regular.single.${value.unit}`);
  return t(`stickers:regular.${value.unit}`, { count: value.every });
}

function RegularForm({ value, saver, close }: { value: RegularValue | null; saver: StickerSave; close: () => void }) {
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

/** Chip 'Every 2 weeks'; menu with the every/unit form. */
export function RegularTaskWidget({ sticker, readOnly, hoverMenus }: WidgetProps) {
  const { t } = useTranslation('stickers');
  const saver = useStickerSave(sticker);
  const value = sticker.value as RegularValue | null;
  return (
    <StickerChip
      label={stickerLabel(sticker, t)}
      readOnly={readOnly}
      hoverMenus={hoverMenus}
      sx={{ bgcolor: 'action.hover', color: 'text.secondary' }}
      data={{ 'data-testid': 'sticker-regularTask' }}
      menu={(close) => <RegularForm value={value} saver={saver} close={close} />}
    >
      <Repeat sx={{ fontSize: 14 }} />
      {value ? withPrefix(sticker, t, regularText(value, t)) : stickerLabel(sticker, t)}
    </StickerChip>
  );
}
