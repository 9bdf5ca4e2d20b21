/**
 * Display pieces shared by the sticker widgets (spec/board.md §3 names and colours, §4 clocks):
 * the sticker's label (user-given name for named types, else the translated type name), the
 * showPrefix rule, the ten colours as theme-readable chip colours, and a clock hook re-rendering
 * every `periodMs` while active (timer/stopwatch 1 s, deadline 30 s — §9). Durations as text are
 * app/durationFormat.ts, dates app/dateFormat.ts.
 */
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { alpha, darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import { blue, green, grey, indigo, orange, pink, purple, red, teal, yellow } from '@mui/material/colors';
import type { StateColor } from '../../../../shared/stickers/stickerTypes';
import { isNamedStickerType } from '../../../../shared/stickers/stickerTypes';
import type { CardSticker } from '../../../../shared/stickers/stickerWire';

/** The sticker's name: the user-given one (named types, deleted ones keep it), else the type's translation. */
export function stickerLabel(sticker: CardSticker, t: TFunction): string {
  const { type, name } = sticker.boardSticker;
  if ((isNamedStickerType(type) || type === 'deleted') && name) return name;
  return t(`stickers:types.${type}`);
}

/** `configs.automation.showPrefix`: "Name: value", else the value alone (spec/board.md §3). */
export function withPrefix(sticker: CardSticker, t: TFunction, text: string): string {
  return sticker.boardSticker.configs?.automation?.showPrefix ? `${stickerLabel(sticker, t)}: ${text}` : text;
}

const PALETTE: Record<StateColor, Record<number, string>> = {
  gray: grey,
  red,
  orange,
  yellow,
  green,
  teal,
  blue,
  indigo,
  purple,
  pink,
};

const LIGHT_TINT = 0.18;
const lightText = new Map<StateColor, string>();
/**
 * Text of a light-theme chip: shade 900, darkened in steps until it reads at 4.6:1 (WCAG AA with a
 * margin) on its tint over white — orange and yellow 900 reach only 3.3 and 2.5:1.
 */
function lightChipText(color: StateColor): string {
  const shades = PALETTE[color];
  if (!lightText.has(color)) {
    const background = lighten(shades[500], 1 - LIGHT_TINT); // = the tint over white
    let text = shades[900];
    for (let k = 0.05; getContrastRatio(text, background) < 4.6 && k < 1; k += 0.05) text = darken(shades[900], k);
    lightText.set(color, text);
  }
  return lightText.get(color)!;
}

/** Chip colours of one of the ten colours: tinted background, text readable (≥ 4.5:1) in light and dark themes. */
export function colorSx(color: StateColor | undefined) {
  if (!color) return { bgcolor: 'action.hover', color: 'text.secondary' };
  const shades = PALETTE[color];
  return {
    bgcolor: (theme: Theme) => alpha(shades[500], theme.palette.mode === 'dark' ? 0.3 : LIGHT_TINT),
    color: (theme: Theme) => (theme.palette.mode === 'dark' ? shades[200] : lightChipText(color)),
  };
}

/** The current time (ms), refreshed every `periodMs` while `active`. */
export function useClock(periodMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(id);
  }, [periodMs, active]);
  return active ? now : Date.now();
}
