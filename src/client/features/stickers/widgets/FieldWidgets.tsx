/**
 * Text and number field stickers (spec/board.md §3 "textField / numberField: {value}"; §5 "Text
 * values are trimmed", number input rules in NumberInput.tsx). The input saves on Enter or blur
 * when the value changed (`{value: string | number | null}`); the server's `{value: '…'}` field
 * error marks it red until the next change.
 */
import { useRef, useState } from 'react';
import { useTranslation } from '../../../app/translation';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { resolveNumberConfig } from '../../../../shared/stickers/numberConfig';
import { decimalSeparatorOf, formatNumberInput } from '../../../../shared/stickers/stickerInputs';
import { MenuActions } from './MenuActions';
import { NumberInput } from './NumberInput';
import { StickerChip } from './StickerChip';
import { stickerLabel, withPrefix } from './stickerDisplay';
import { fieldError, useStickerSave, type StickerSave } from './useStickerSave';
import type { WidgetProps } from './widgetProps';

const LOCALE_OF: Record<string, string> = { en: 'en-US', ru: 'ru-RU' };
const storedOf = (value: unknown): unknown => (value as { value?: unknown } | null)?.value ?? null;

/** Saves `{value}` once per distinct value (Enter then blur do not send twice). */
function useValueSaver(saver: StickerSave, stored: unknown) {
  const last = useRef(stored);
  last.current = stored;
  return async (next: unknown): Promise<boolean> => {
    if (next === last.current) return true;
    last.current = next;
    return saver.save({ value: next });
  };
}

/** The text input of the text field's menu: trimmed, saved on Enter (then closes) or blur. */
function TextMenu({
  label,
  stored,
  saver,
  close,
}: {
  label: string;
  stored: string | null;
  saver: StickerSave;
  close: () => void;
}) {
  const { t } = useTranslation('stickers');
  const [text, setText] = useState(stored ?? '');
  const saveValue = useValueSaver(saver, stored);
  const commit = () => saveValue(text.trim() === '' ? null : text.trim());
  const error = fieldError(saver.errors, 'value');
  return (
    <Box sx={{ width: 260 }}>
      <TextField
        size="small"
        fullWidth
        autoFocus
        label={label}
        placeholder={t('text.placeholder')}
        value={text}
        error={Boolean(error)}
        helperText={error}
        onChange={(e) => {
          setText(e.target.value);
          saver.clearErrors();
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          void commit().then((ok) => ok && close());
        }}
        onBlur={() => void commit()}
      />
      <MenuActions onDetach={() => void saver.detach()} onCancel={close} />
    </Box>
  );
}

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
      menu={(close) => <TextMenu label={label} stored={stored} saver={saver} close={close} />}
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
      menu={(close) => <NumberMenu {...{ label, stored, saver, close, separator, config }} />}
    >
      {typeof stored === 'number' ? withPrefix(sticker, t, formatNumberInput(stored, separator)) : label}
    </StickerChip>
  );
}

function NumberMenu({
  label,
  stored,
  saver,
  close,
  separator,
  config,
}: {
  label: string;
  stored: number | null;
  saver: StickerSave;
  close: () => void;
  separator: string;
  config: ReturnType<typeof resolveNumberConfig>;
}) {
  const saveValue = useValueSaver(saver, stored);
  return (
    <Box>
      <NumberInput
        label={label}
        value={stored}
        config={config}
        decimalSeparator={separator}
        error={fieldError(saver.errors, 'value')}
        onChange={saver.clearErrors}
        onCommit={(n) => void saveValue(n)}
      />
      <MenuActions onDetach={() => void saver.detach()} onCancel={close} />
    </Box>
  );
}
