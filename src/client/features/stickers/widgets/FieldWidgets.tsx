/**
 * Text and number field stickers (spec/board.md §3 "textField / numberField: {value}"; §5 "Text
 * values are trimmed", number input rules in NumberInput.tsx). The input saves on Enter or blur
 * when the value changed (`{value: string | number | null}`); the server's `{value: '…'}` field
 * error marks it red until the next change.
 */
import { useTranslation } from '../../../app/translation';
import { resolveNumberConfig } from '../../../../shared/stickers/numberConfig';
import { decimalSeparatorOf, formatNumberInput } from '../../../../shared/stickers/stickerInputs';
import { LazyNumberMenu, LazyTextMenu } from './lazyStickerForms';
import { StickerChip } from './StickerChip';
import { stickerLabel, withPrefix } from './stickerDisplay';
import { useStickerSave } from './useStickerSave';
import type { WidgetProps } from './widgetProps';

const LOCALE_OF: Record<string, string> = { en: 'en-US', ru: 'ru-RU' };
const storedOf = (value: unknown): unknown => (value as { value?: unknown } | null)?.value ?? null;

/** Text field chip: "[Name: ]text", menu with the input. */
export function TextFieldWidget({ sticker, readOnly, hoverMenus }: WidgetProps) {
  const { t } = useTranslation('stickers');
  const saver = useStickerSave(sticker);
  const label = stickerLabel(sticker, t);
  const stored = storedOf(sticker.value) as string | null;
  return (
    <StickerChip
      label={label}
      readOnly={readOnly}
      hoverMenus={hoverMenus}
      sx={{ bgcolor: 'action.hover', color: 'text.secondary' }}
      data={{ 'data-testid': 'sticker-textField' }}
      menu={(close) => <LazyTextMenu label={label} stored={stored} saver={saver} close={close} />}
    >
      {stored ? withPrefix(sticker, t, stored) : label}
    </StickerChip>
  );
}

/** Number field chip: "[Name: ]number" in the locale's format, menu with NumberInput. */
export function NumberFieldWidget({ sticker, readOnly, hoverMenus }: WidgetProps) {
  const { t, i18n } = useTranslation('stickers');
  const saver = useStickerSave(sticker);
  const label = stickerLabel(sticker, t);
  const stored = storedOf(sticker.value) as number | null;
  const separator = decimalSeparatorOf(LOCALE_OF[i18n.language] ?? i18n.language ?? 'en-US');
  const config = resolveNumberConfig(sticker.boardSticker.configs);
  return (
    <StickerChip
      label={label}
      readOnly={readOnly}
      hoverMenus={hoverMenus}
      sx={{ bgcolor: 'action.hover', color: 'text.secondary' }}
      data={{ 'data-testid': 'sticker-numberField' }}
      menu={(close) => <LazyNumberMenu {...{ label, stored, saver, close, separator, config }} />}
    >
      {typeof stored === 'number' ? withPrefix(sticker, t, formatNumberInput(stored, separator)) : label}
    </StickerChip>
  );
}
