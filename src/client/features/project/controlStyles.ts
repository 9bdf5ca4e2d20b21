/**
 * Pieces shared by the chrome's stylesheets (project/shellStyles.ts, board/boardToolStyles.ts): a
 * plain button's reset, MUI's button typography and the keyboard focus ring.
 */
import type { Theme } from '@mui/material/styles';

/** MUI's button typography (theme.typography.button at `fontSize`). */
export function buttonFont(theme: Theme, fontSize: string) {
  const { fontFamily, fontWeight, letterSpacing, textTransform } = theme.typography.button;
  return { fontFamily, fontWeight, letterSpacing, textTransform, fontSize, lineHeight: 1.75 } as const;
}

/** The keyboard focus ring of the chrome's controls. */
export const focusRing = (theme: Theme, offset: number) =>
  ({ outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: offset }) as const;

/** A plain button reset: no border, background, margin; inherits nothing of the browser's look. */
export const bare = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  margin: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
} as const;
