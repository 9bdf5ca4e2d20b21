/**
 * A select of the board's filter bar (spec/board.md §3 filters: executor, responsible, done state):
 * MUI's outlined TextField select. In the board's menus chunk ("board-menus"): the bar first draws
 * a look-alike of the closed select (FilterSelectField.tsx) and mounts this on first use, opened.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** One option: its value, its text, and whether it can be chosen. */
export interface FilterOption<V> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Props shared by the select and its look-alike; `value` is an array when `multiple`. */
export interface FilterSelectProps<V> {
  label: string;
  value: V | V[];
  multiple?: boolean;
  options: FilterOption<V>[];
  onChange: (value: V | V[]) => void;
  sx?: SxProps<Theme>;
}

/** The select; `defaultOpen` opens its menu when it mounts (the look-alike was clicked). */
export function FilterSelect<V extends string | number>({
  label,
  value,
  multiple,
  options,
  onChange,
  sx,
  defaultOpen,
}: FilterSelectProps<V> & { defaultOpen?: boolean }) {
  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as unknown as V | V[])}
      slotProps={{ select: { multiple, defaultOpen } }}
      sx={sx}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
