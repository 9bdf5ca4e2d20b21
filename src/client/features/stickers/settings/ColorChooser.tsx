/**
 * A chooser of one of the ten state colours (spec/board.md §3 "State colours: gray, red, orange,
 * yellow, green, teal, blue, indigo, purple, pink"): a radio group of swatches; arrow keys move
 * the choice (roving tab index), as a native radio group does.
 */
import type { KeyboardEvent } from 'react';
import { useStickerSettingsTranslation } from './stickerSettingsTexts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import { STATE_COLORS, type StateColor } from '../../../../shared/stickers/stickerTypes';

/** The swatch colour of each state colour name (MUI palette-like, readable in both themes). */
export const STATE_COLOR_HEX: Record<StateColor, string> = {
  gray: '#9e9e9e',
  red: '#e53935',
  orange: '#fb8c00',
  yellow: '#fdd835',
  green: '#43a047',
  teal: '#00897b',
  blue: '#1e88e5',
  indigo: '#3949ab',
  purple: '#8e24aa',
  pink: '#d81b60',
};

interface Props {
  label: string;
  value: StateColor;
  onChange: (color: StateColor) => void;
  error?: string;
}

export function ColorChooser({ label, value, onChange, error }: Props) {
  const { t } = useStickerSettingsTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const index = (STATE_COLORS.indexOf(value) + step + STATE_COLORS.length) % STATE_COLORS.length;
    onChange(STATE_COLORS[index]);
    const group = event.currentTarget as HTMLElement;
    requestAnimationFrame(() => (group.querySelector('[aria-checked="true"]') as HTMLElement | null)?.focus());
  };
  return (
    <Box>
      <Box
        role="radiogroup"
        aria-label={label}
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', maxWidth: 200 }}
      >
        {STATE_COLORS.map((color) => {
          const selected = color === value;
          return (
            <ButtonBase
              key={color}
              role="radio"
              aria-checked={selected}
              aria-label={t(`colors.${color}`)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(color)}
              sx={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                bgcolor: STATE_COLOR_HEX[color],
                color: '#fff',
                border: 2,
                borderColor: selected ? 'text.primary' : 'transparent',
                '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
              }}
            >
              {selected && <Check sx={{ fontSize: 14 }} />}
            </ButtonBase>
          );
        })}
      </Box>
      {error && (
        <Typography variant="caption" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
