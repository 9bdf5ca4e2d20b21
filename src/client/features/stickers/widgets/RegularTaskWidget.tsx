/**
 * Regular task sticker (spec/board.md §9 "Regular task makes the task reappear on the board at a
 * configurable interval"; value our choice `{every: 1–365, unit: day|week|month}`). Chip
 * 'Every 2 weeks' / 'Каждые 2 недели' (plural forms); the menu's form saves `{every, unit}`.
 */
import { useTranslation } from '../../../app/translation';
import type { TFunction } from 'i18next';
import Repeat from '@mui/icons-material/Repeat';
import type { REGULAR_TASK_UNITS } from '../../../../shared/stickers/stickerTypes';
import { LazyRegularForm } from './lazyStickerForms';
import { StickerChip } from './StickerChip';
import { stickerLabel, withPrefix } from './stickerDisplay';
import { useStickerSave } from './useStickerSave';
import type { WidgetProps } from './widgetProps';

type Unit = (typeof REGULAR_TASK_UNITS)[number];
/** The stored value. */
export interface RegularValue {
  every: number;
  unit: Unit;
}

/** 'Every day' for 1, else 'Every N days' in the language's plural form. */
export function regularText(value: RegularValue, t: TFunction): string {
  if (value.every === 1) return t(`stickers:regular.single.${value.unit}`);
  return t(`stickers:regular.${value.unit}`, { count: value.every });
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
      menu={(close) => <LazyRegularForm value={value} saver={saver} close={close} />}
    >
      <Repeat sx={{ fontSize: 14 }} />
      {value ? withPrefix(sticker, t, regularText(value, t)) : stickerLabel(sticker, t)}
    </StickerChip>
  );
}
