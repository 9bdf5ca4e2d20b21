/**
 * Avatar colours: initials on a filled circle, readable at WCAG 2.x AA (≥ 4.5:1) in the light and
 * the dark theme (spec/shell.md §4 Theme; checked over every tone and mode by
 * test/client/initials.node.test.ts). MUI's default greys give only 1.7:1 (light) and 3.9:1 (dark),
 * so the default tone is grey 700 under white in the light theme (6.2:1) and grey 500 under the dark
 * page colour in the dark one (6.8:1). The primary tone (the user's own avatar, company members) is
 * the theme's primary fill with its contrast text, which MUI picks at `contrastThreshold` 4.5.
 */
import { grey } from '@mui/material/colors';
import type { Theme } from '@mui/material/styles';

/** The avatar fills the product uses. */
export const AVATAR_TONES = ['default', 'primary'] as const;
export type AvatarTone = (typeof AVATAR_TONES)[number];

/** CSS colours of an avatar: its fill and its initials. */
export interface AvatarColors {
  backgroundColor: string;
  color: string;
}

/** The dark theme's page background (theme.ts), the initials' colour on the dark theme's grey fill. */
const DARK_INITIALS = '#10161d';

/**
 * The default tone in a theme mode: MUI Avatar's `colorDefault` (theme.ts) and the avatars the
 * board draws as plain elements (the creator in the sticker strip, the tiles' member stacks).
 */
export function defaultAvatarColors(mode: 'light' | 'dark'): AvatarColors {
  return mode === 'dark'
    ? { backgroundColor: grey[500], color: DARK_INITIALS }
    : { backgroundColor: grey[700], color: '#ffffff' };
}

/** The colours of `tone` in `theme`. */
export function avatarColors(theme: Theme, tone: AvatarTone): AvatarColors {
  if (tone === 'primary')
    return { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText };
  return defaultAvatarColors(theme.palette.mode);
}
