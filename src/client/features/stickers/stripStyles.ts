/**
 * Styles of the stickers strip (spec/board.md §2 "Card stickers strip: system stickers first (task
 * id, creator, discussion, history, time in column), then the card's active stickers. A plus
 * button opens the sticker menu"). One stylesheet with static class names for the parts: the
 * system stickers are light inline elements (their icons drawn by CSS, tileIcons.ts), not MUI
 * components, so a strip costs one element per sticker and one style object per theme.
 */
import type { Theme } from '@mui/material/styles';
import { defaultAvatarColors } from '../../app/avatarColors';
import { iconBefore } from '../board/tileIcons';
import { perThemeStyleSheet } from '../../app/themeStyleSheet';

/** The strip chip's shape (shared with the widgets' StickerChip.tsx `chipBaseSx`). */
export const CHIP_SHAPE = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '2px 6px',
  fontSize: 12,
  lineHeight: 1.4,
  maxWidth: 250,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

function stripStyles(theme: Theme) {
  const { palette } = theme;
  const chip = {
    ...CHIP_SHAPE,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.action.hover,
    color: palette.text.secondary,
  };
  return {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 4,
    alignItems: 'center',
    '& .strip-chip': chip,
    // The creator chip as a button (message the creator, issue 16).
    '& button.strip-creator': {
      border: 0,
      font: 'inherit',
      cursor: 'pointer',
      '&:hover': { color: palette.text.primary },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
    },
    '& .strip-task-id': {
      fontWeight: 600,
      cursor: 'pointer',
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
    },
    // The creator's avatar: the default avatar colours (app/avatarColors.ts, as MUI Avatar's).
    '& .strip-avatar': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flex: 'none',
      width: 16,
      height: 16,
      borderRadius: '50%',
      fontSize: 9,
      lineHeight: 1,
      objectFit: 'cover',
      ...defaultAvatarColors(palette.mode),
    },
    '& .strip-name': { maxWidth: 90, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .strip-chat::before': iconBefore('chat', 14),
    '& .strip-history::before': iconBefore('history', 14),
    '& .strip-time::before': iconBefore('schedule', 14),
    '& .strip-item': { display: 'inline-flex' },
    '& .strip-contents': { display: 'contents' },
    '& .strip-add': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: 2,
      margin: 0,
      border: 0,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: palette.action.hover,
      color: palette.action.active,
      cursor: 'pointer',
      '&::before': iconBefore('add', 16),
      '&:hover': { backgroundColor: palette.action.selected },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
    },
  } as const;
}

/** Class of a strip's root: a wrapping row of chips. */
export const STRIP_ROOT_CLASS = 'sticker-strip';

/**
 * The strips' stylesheet for MUI's GlobalStyles, inserted once by the board (BoardView, beside the
 * tiles' one) and by the card view's header, rather than serialised and hashed by emotion for
 * every tile drawn (issue 13 item 2); one object per theme.
 */
export const stripStyleSheet = perThemeStyleSheet((theme) => ({ [`.${STRIP_ROOT_CLASS}`]: stripStyles(theme) }));
