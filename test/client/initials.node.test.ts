import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { AVATAR_TONES, avatarColors, defaultAvatarColors } from '../../src/client/app/avatarColors';
import { createAppTheme } from '../../src/client/app/theme';
import { initialsOf } from '../../src/client/features/cabinet/initials';

test.each([
  ['Ada Lovelace', undefined, 'AL'],
  ['ada', 'lovelace', 'AL'],
  ['Grace Brewster Hopper', undefined, 'GB'],
  ['ada.lovelace@example.com', undefined, 'AL'],
  ['Иван Петров', undefined, 'ИП'],
  ['', undefined, '??'],
  [null, null, '??'],
])('initials of %p %p are %p (spec/board.md §8: "??" without a name)', (name, surname, expected) => {
  expect(initialsOf(name, surname)).toBe(expected);
});

/** `color` as drawn over the opaque `background` (a translucent text colour blended into it). */
function drawnOver(color: string, background: string): string {
  const text = decomposeColor(color);
  const alpha = text.type.endsWith('a') ? (text.values[3] ?? 1) : 1;
  const below = decomposeColor(background).values;
  const values = [0, 1, 2].map((i) => Math.round(text.values[i] * alpha + below[i] * (1 - alpha)));
  return recomposeColor({ type: 'rgb', values: values as [number, number, number] });
}

describe('avatar initials read at WCAG AA (4.5:1) on every avatar colour', () => {
  test.each((['light', 'dark'] as const).flatMap((mode) => AVATAR_TONES.map((tone) => [mode, tone] as const)))(
    'the %s theme, %s avatar',
    (mode, tone) => {
      const { backgroundColor, color } = avatarColors(createAppTheme(mode), tone);
      expect(getContrastRatio(drawnOver(color, backgroundColor), backgroundColor)).toBeGreaterThanOrEqual(4.5);
    },
  );

  test.each(['light', 'dark'] as const)("MUI's default Avatar in the %s theme takes the checked colours", (mode) => {
    const overrides = createAppTheme(mode).components?.MuiAvatar?.styleOverrides as { colorDefault?: unknown };
    expect(overrides.colorDefault).toEqual(defaultAvatarColors(mode));
  });
});
