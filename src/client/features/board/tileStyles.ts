/**
 * Styles of the card tile (spec/board.md §2 Card tile) as one global stylesheet with static class
 * names for the root and its parts: a tile's elements are plain DOM elements (no MUI component, no
 * `sx`, no emotion styled wrapper), so drawing or re-rendering a tile computes no style at all. States are data
 * attributes on the card element (`data-done`, `data-selected`, `data-over`, `data-archived`,
 * `data-grab`) and the card colour is the `--card-color` custom property.
 */
import type { Theme } from '@mui/material/styles';
import { defaultAvatarColors } from '../../app/avatarColors';
import { iconBefore, iconMask } from './tileIcons';
import { perThemeStyleSheet } from '../../app/themeStyleSheet';

/**
 * A round icon button as MUI's small IconButton, its icon drawn by the element's `::before`
 * (tileIcons.ts): `padding` px around it (default 2), `iconSize` px when given. The tile's done
 * circle, pencil, menu and sub-cards chevron; a column's drag handle and menu (columnStyles.ts).
 */
export function roundIconButton(theme: Theme, { padding = 2, iconSize }: { padding?: number; iconSize?: number } = {}) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    padding,
    margin: 0,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    cursor: 'pointer',
    ...(iconSize === undefined ? {} : { '&::before': { width: iconSize, height: iconSize } }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '&:disabled': { cursor: 'default', backgroundColor: 'transparent' },
  } as const;
}

function tileStyles(theme: Theme) {
  const { palette } = theme;
  const radius = theme.shape.borderRadius;
  return {
    marginBottom: 8,
    '& .tile-card': {
      position: 'relative',
      padding: 8,
      borderRadius: radius,
      border: `1px solid ${palette.divider}`,
      borderLeft: `var(--card-color, 1px solid ${palette.divider})`,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      cursor: 'pointer',
      '&[data-grab]': { cursor: 'grab' },
      '&[data-archived]': { backgroundColor: palette.action.hover },
      '&[data-selected], &[data-over]': { borderColor: palette.primary.main },
      '&[data-over]': { boxShadow: `0 0 0 2px ${palette.primary.main}` },
      '&:hover .tile-edit': { opacity: 1 },
    },
    '& .tile-nest': { position: 'absolute', left: 0, right: 0, top: '25%', bottom: '25%', pointerEvents: 'none' },
    '& .tile-head': { display: 'flex', alignItems: 'flex-start', gap: 4 },
    '& .tile-done': {
      ...roundIconButton(theme, { iconSize: 20 }),
      '&::before': { ...iconBefore('circle', 20) },
      '&[aria-pressed="true"]': { color: palette.success.main, '&::before': iconMask('checkCircle') },
    },
    '& .tile-title': {
      flex: 1,
      minWidth: 0,
      margin: 0,
      fontFamily: theme.typography.fontFamily,
      fontSize: 14,
      fontWeight: 500,
      lineHeight: 1.5,
      letterSpacing: '0.00938em',
      wordBreak: 'break-word',
      whiteSpace: 'pre-wrap',
      color: palette.text.primary,
      // The focus ring of the handle is drawn around the whole tile (the card is position: relative).
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        borderRadius: radius,
        outline: `2px solid ${palette.primary.main}`,
        pointerEvents: 'none',
      },
    },
    '& .tile-card[data-done] .tile-title': { textDecoration: 'line-through', color: palette.text.secondary },
    '& .tile-edit': {
      ...roundIconButton(theme, { iconSize: 16 }),
      '&::before': iconBefore('edit', 16),
      [theme.breakpoints.up('md')]: { opacity: 0 },
      '&:focus-visible': { opacity: 1, outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    },
    '& .tile-menu': { ...roundIconButton(theme, { iconSize: 20 }), '&::before': iconBefore('more', 20) },
    '& .tile-strip': { marginTop: 6 },
    '& .tile-foot': { display: 'flex', alignItems: 'center', gap: 8, marginTop: 6 },
    // Executor and responsible selectors (CardMembers.tsx).
    '& .tile-members': { display: 'flex', gap: 12, alignItems: 'center' },
    '& .tile-people': {
      display: 'flex',
      alignItems: 'center',
      padding: 2,
      margin: 0,
      border: 0,
      borderRadius: Number(radius) * 2,
      background: 'none',
      color: palette.text.secondary,
      font: 'inherit',
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
      '&[data-empty]::before': iconBefore('personAdd', 18),
    },
    '& span.tile-people': { cursor: 'default', '&:hover': { backgroundColor: 'transparent' } },
    // The avatar stack: the default avatar colours (app/avatarColors.ts, as MUI Avatar's).
    '& .tile-avatar': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'content-box',
      width: 22,
      height: 22,
      borderRadius: '50%',
      border: `2px solid ${palette.background.paper}`,
      fontSize: 10,
      lineHeight: 1,
      objectFit: 'cover',
      ...defaultAvatarColors(palette.mode),
    },
    '& .tile-avatar + .tile-avatar': { marginLeft: -6 },
    // An avatar that opens a chat dialog with the person (CardMembers.tsx, issue 16).
    '& .tile-avatar-button': {
      display: 'inline-flex',
      padding: 0,
      border: 0,
      background: 'none',
      borderRadius: '50%',
      cursor: 'pointer',
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
    },
    '& .tile-avatar-button + .tile-avatar-button, & .tile-avatar + .tile-avatar-button, & .tile-avatar-button + .tile-avatar':
      {
        marginLeft: -6,
      },
    '& .tile-avatar-rest': { marginLeft: 4, fontSize: 12, color: palette.text.secondary },
    '& .tile-contents': { display: 'contents' },
    '& .tile-children': { paddingLeft: 12, marginTop: 8, borderLeft: `2px solid ${palette.divider}` },
  } as const;
}

/** Class of a tile's root element (the sortable element holding the card and its sub-cards). */
export const TILE_ROOT_CLASS = 'tile-root';

/**
 * The tiles' stylesheet for MUI's GlobalStyles, inserted once by the board (BoardView) rather than
 * serialised and hashed by emotion for every tile drawn (~1 ms each on these machines, issue 13
 * item 2); one object per theme.
 */
export const tileStyleSheet = perThemeStyleSheet((theme) => ({ [`.${TILE_ROOT_CLASS}`]: tileStyles(theme) }));
