/**
 * Styles of the board's loading states and progress bars (spec/board.md §2 Board view, §4
 * Sub-cards) as one global stylesheet with static class names, inserted once by BoardView like
 * tileStyles.ts: the placeholder columns while the board loads (MUI Skeleton's look: `text` and
 * `rounded` with the pulse), the thin bar of a refresh (MUI's indeterminate LinearProgress), the
 * empty board's text and a tile's sub-tasks bar (MUI's determinate LinearProgress; the filled
 * part's width is the `--progress` custom property, 0–100). Plain elements, so none of MUI's
 * Skeleton or LinearProgress code is in the board's first paint and drawing them computes no style.
 */
import type { Theme } from '@mui/material/styles';
import { perThemeStyleSheet } from '../../app/themeStyleSheet';

function boardStateStyles(theme: Theme) {
  const { palette } = theme;
  const light = palette.mode === 'light';
  const radius = Number(theme.shape.borderRadius);
  // LinearProgress's track: the primary colour lightened (light mode) or darkened (dark mode).
  const track = light ? theme.lighten(palette.primary.main, 0.62) : theme.darken(palette.primary.main, 0.5);
  const bar = {
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: 0,
    transformOrigin: 'left',
    backgroundColor: palette.primary.main,
  } as const;
  return {
    '@keyframes board-skeleton-pulse': { '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } },
    '@keyframes board-progress-1': {
      '0%': { left: '-35%', right: '100%' },
      '60%': { left: '100%', right: '-90%' },
      '100%': { left: '100%', right: '-90%' },
    },
    '@keyframes board-progress-2': {
      '0%': { left: '-200%', right: '100%' },
      '60%': { left: '107%', right: '-8%' },
      '100%': { left: '107%', right: '-8%' },
    },
    '.board-skeleton': { display: 'flex', gap: theme.spacing(2), padding: theme.spacing(2) },
    '.board-skeleton-line, .board-skeleton-card': {
      display: 'block',
      backgroundColor: theme.alpha(palette.text.primary, light ? 0.11 : 0.13),
      animation: 'board-skeleton-pulse 2s ease-in-out 0.5s infinite',
    },
    // Skeleton `text`: a line of 32 px drawn at 60 % of its height.
    '.board-skeleton-line': {
      width: '60%',
      height: 32,
      transformOrigin: '0 55%',
      transform: 'scale(1, 0.60)',
      borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
    },
    '.board-skeleton-card': { height: 72, marginBottom: theme.spacing(1), borderRadius: radius },
    '.board-refresh': {
      position: 'absolute',
      top: 0,
      left: 0,
      right: 0,
      zIndex: 1,
      display: 'block',
      height: 2,
      overflow: 'hidden',
      backgroundColor: track,
      '& > span': bar,
      '& > span:first-of-type': {
        animation: 'board-progress-1 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite',
      },
      '& > span:last-of-type': {
        animation: 'board-progress-2 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite',
      },
    },
    // The load error's margin (ErrorAlert.tsx draws the alert).
    '.board-error': { margin: theme.spacing(2) },
    '.board-empty': { ...theme.typography.body1, margin: 0, color: palette.text.secondary, alignSelf: 'center' },
    '.board-subtasks': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), flex: 1 },
    '.board-subtasks-bar': {
      position: 'relative',
      zIndex: 0,
      display: 'block',
      flex: 1,
      height: 6,
      borderRadius: 3,
      overflow: 'hidden',
      backgroundColor: track,
      '& > span': {
        ...bar,
        width: '100%',
        transform: 'translateX(calc(var(--progress) * 1% - 100%))',
        transition: 'transform .4s linear',
      },
    },
    '.board-subtasks-count': {
      ...theme.typography.body1,
      margin: 0,
      fontSize: 12,
      color: palette.text.secondary,
    },
  } as const;
}

/** The board's loading-state stylesheet for MUI's GlobalStyles (one object per theme). */
export const boardStateStyleSheet = perThemeStyleSheet(boardStateStyles);
