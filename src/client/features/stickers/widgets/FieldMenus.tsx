/**
 * The text and number field stickers' menus (spec/board.md §3 "textField / numberField: {value}";
 * §5 "Text values are trimmed", number input rules in NumberInput.tsx): the input saves on Enter
 * or blur when the value changed. Part of the sticker forms' chunk (lazyStickerForms.ts).
 */
import { useRef, useState } from 'react';
import { useTranslation } from '../../../app/translation';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { resolveNumberConfig } from '../../../../shared/stickers/numberConfig';
import { MenuActions } from './MenuActions';
import { NumberInput } from './NumberInput';
import { fieldError, type StickerSave } from './useStickerSave';

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
export function TextMenu({
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

/** The number field's menu: NumberInput (committed on Enter or blur) and Detach / Cancel. */
export function NumberMenu({
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
