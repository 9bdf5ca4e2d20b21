/**
 * The number field's input (spec/board.md §5 "Number field: optional minus sign, digits and one
 * decimal separator (locale-dependent); truncates to configured precision (zero precision forbids a
 * separator); clamps to min/max on blur; up/down keys or buttons step it"). A refused keystroke keeps
 * the previous text (`parseNumberInput` → null). Blur and Enter clamp and `onCommit` the number
 * (null when empty); ArrowUp/ArrowDown and the +/- buttons step by 1 (`stepNumber`).
 */
import { useState } from 'react';
import { useTranslation } from '../../../app/translation';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import {
  clampNumber,
  formatNumberInput,
  numberFromInput,
  parseNumberInput,
  stepNumber,
} from '../../../../shared/stickers/stickerInputs';
import type { ResolvedNumberConfig } from '../../../../shared/stickers/stickerConfigs';

export interface NumberInputProps {
  label: string;
  value: number | null;
  config: ResolvedNumberConfig;
  /** The locale's decimal separator ('.' en, ',' ru — `decimalSeparatorOf`). */
  decimalSeparator: string;
  error?: string;
  /** Every accepted change of the text. */
  onChange?: () => void;
  /** Blur or Enter: the clamped number, or null for an empty field. */
  onCommit: (value: number | null) => void;
}

/** A text input accepting only the number field's grammar, with step keys and buttons. */
export function NumberInput({ label, value, config, decimalSeparator, error, onChange, onCommit }: NumberInputProps) {
  const { t } = useTranslation('stickers');
  const [text, setText] = useState(value === null ? '' : formatNumberInput(value, decimalSeparator));
  const options = { precision: config.precision, decimalSeparator };
  const show = (n: number) => setText(formatNumberInput(n, decimalSeparator));
  const step = (direction: 'up' | 'down') => {
    show(stepNumber(numberFromInput(text, decimalSeparator), direction, config));
    onChange?.();
  };
  const commit = () => {
    const n = numberFromInput(text, decimalSeparator);
    if (n === null) {
      setText('');
      onCommit(null);
      return;
    }
    const clamped = clampNumber(n, config);
    show(clamped);
    onCommit(clamped);
  };
  const stepButton = (direction: 'up' | 'down') => (
    <IconButton
      size="small"
      aria-label={direction === 'up' ? t('number.increase') : t('number.decrease')}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => step(direction)}
      sx={{ p: 0.25 }}
    >
      {direction === 'up' ? <Add sx={{ fontSize: 16 }} /> : <Remove sx={{ fontSize: 16 }} />}
    </IconButton>
  );
  return (
    <TextField
      size="small"
      autoFocus
      label={label}
      value={text}
      error={Boolean(error)}
      helperText={error}
      onChange={(e) => {
        const accepted = parseNumberInput(e.target.value, options);
        if (accepted === null) return;
        setText(accepted);
        onChange?.();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
          e.preventDefault();
          step(e.key === 'ArrowUp' ? 'up' : 'down');
        } else if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
      onBlur={commit}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: {
          startAdornment: <InputAdornment position="start">{stepButton('down')}</InputAdornment>,
          endAdornment: <InputAdornment position="end">{stepButton('up')}</InputAdornment>,
        },
      }}
      sx={{ width: 200 }}
    />
  );
}
