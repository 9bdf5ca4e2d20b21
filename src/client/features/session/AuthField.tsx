/**
 * The outlined text field of the auth screens (spec/shell.md §2 sign-in, registration, password
 * restore): the same parts, classes, ids and look as MUI's TextField with the theme's defaults
 * (fullWidth, margin normal) — label, outlined input, helper text tied by aria-describedby — but
 * built from FormControl, InputLabel and OutlinedInput directly. TextField also imports Select with
 * its menu, popover and modal (~11 KB gzip) that these screens never show (DESIGN §7 budgets).
 */
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface AuthFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Shown at the input's end (the password field's show/hide button). */
  endAdornment?: ReactNode;
  /** Attributes of the <input> itself (inputMode, maxLength, pattern…). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/** An outlined, full-width text field rendered like TextField (see the file comment). */
export function AuthField(props: AuthFieldProps) {
  const id = useId();
  const helperTextId = props.helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" fullWidth margin="normal" variant="outlined" error={props.error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {props.label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        value={props.value}
        onChange={props.onChange}
        label={props.label}
        endAdornment={props.endAdornment}
        inputProps={props.htmlInput}
        aria-describedby={helperTextId}
      />
      {props.helperText && <FormHelperText id={helperTextId}>{props.helperText}</FormHelperText>}
    </FormControl>
  );
}
