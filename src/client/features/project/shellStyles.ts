/**
 * Styles of the signed-in screens' chrome as one global stylesheet with static class names
 * (spec/shell.md §2 layout, spec/board.md §1 board tabs, §3 filters): the cabinet's app bar, the
 * project header with its section tabs, the board tabs' bar, and the board's filter bar and sticker
 * tools. These are plain elements drawn as MUI's AppBar, Tabs, Button, ToggleButton, IconButton,
 * Avatar and OutlinedInput draw them (same theme values in light and dark), so a board's open
 * computes no style for them; CabinetLayout inserts the sheet once (`shellStyleSheet`). States
 * are aria attributes (`aria-selected`, `aria-pressed`) and `:focus-within`.
 */
import type { Theme } from '@mui/material/styles';
import { boardToolStyles } from '../board/boardToolStyles';
import { bare, buttonFont, focusRing } from './controlStyles';
import { perThemeStyleSheet } from '../../app/themeStyleSheet';

/** App bar (MUI AppBar position="sticky" color="default" + Toolbar), its home link and text button. */
function appBarStyles(theme: Theme) {
  const { palette, breakpoints } = theme;
  return {
    '.shell-page': {
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: palette.background.default,
    },
    '.shell-main': { flex: 1 },
    '.shell-appbar': {
      position: 'sticky',
      top: 0,
      zIndex: theme.zIndex.appBar,
      display: 'flex',
      alignItems: 'center',
      gap: 8,
      boxSizing: 'border-box',
      width: '100%',
      flexShrink: 0,
      // MUI's Toolbar heights (56, 48 landscape, 64 from sm) plus the 1 px border under them.
      minHeight: 57,
      padding: '0 16px',
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      borderBottom: `1px solid ${palette.divider}`,
      '@media (min-width:0px) and (orientation: landscape)': { minHeight: 49 },
      [breakpoints.up('sm')]: { minHeight: 65, padding: '0 24px' },
    },
    '.shell-home': {
      display: 'flex',
      alignItems: 'center',
      gap: 10,
      marginRight: 'auto',
      color: 'inherit',
      textDecoration: 'none',
      borderRadius: theme.shape.borderRadius,
      '&:focus-visible': focusRing(theme, 2),
      '& img': { width: 30, height: 30 },
    },
    '.shell-product': {
      ...theme.typography.h6,
      fontWeight: 700,
      color: palette.primaryText,
    },
    // A text button of colour "inherit" (the app bar's Calendar).
    '.shell-text-button': {
      ...bare,
      ...buttonFont(theme, '0.875rem'),
      minWidth: 64,
      padding: '6px 8px',
      borderRadius: theme.shape.borderRadius,
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': focusRing(theme, -2),
      '& > svg': { fontSize: 20, marginLeft: -4, marginRight: 8 },
    },
    '.shell-calendar': { display: 'none', [breakpoints.up('sm')]: { display: 'inline-flex' } },
    // The account button (IconButton size="small") and its avatar (Avatar 36 px on primary).
    '.shell-account': {
      ...bare,
      padding: 5,
      borderRadius: '50%',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': focusRing(theme, -2),
    },
    '.shell-avatar': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: 36,
      height: 36,
      overflow: 'hidden',
      borderRadius: '50%',
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      fontFamily: theme.typography.fontFamily,
      fontSize: 15,
      lineHeight: 1,
      '& img': { width: '100%', height: '100%', objectFit: 'cover' },
    },
  } as const;
}

/** Project header (title, trail, "Archived" mark) and the frame around a project's section. */
function projectStyles(theme: Theme) {
  const { palette, breakpoints } = theme;
  return {
    '.project-frame': {
      display: 'flex',
      flexDirection: 'column',
      height: 'calc(100dvh - 56px)',
      minHeight: 360,
      [breakpoints.up('sm')]: { height: 'calc(100dvh - 64px)' },
    },
    '.project-head': {
      display: 'flex',
      alignItems: 'flex-end',
      flexWrap: 'wrap',
      columnGap: 24,
      padding: '12px 16px 0',
      borderBottom: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
      [breakpoints.up('sm')]: { padding: '12px 24px 0' },
    },
    '.project-heading': { minWidth: 0, paddingBottom: 8 },
    '.project-title-row': { display: 'flex', alignItems: 'center', gap: 8 },
    '.project-title': { ...theme.typography.h5, margin: 0, fontWeight: 700, overflowWrap: 'anywhere' },
    '.project-body': { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', overflow: 'auto' },
    // The trail: MUI Breadcrumbs' markup, body1 at 13 px in the secondary text colour.
    '.project-trail': { ...theme.typography.body1, fontSize: 13, color: palette.text.secondary },
    '.project-trail ol': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      padding: 0,
      margin: 0,
      listStyle: 'none',
    },
    '.project-trail li': { display: 'contents' },
    '.project-trail-sep': { display: 'flex', userSelect: 'none', margin: '0 8px' },
    '.project-trail a': {
      color: 'inherit',
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': focusRing(theme, 1),
    },
    // A small grey mark like MUI's `<Chip size="small">`.
    '.project-mark': {
      ...theme.typography.body2,
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: '0 8px',
      borderRadius: 16,
      backgroundColor: palette.action.selected,
      color: palette.text.primary,
      fontSize: '0.8125rem',
      whiteSpace: 'nowrap',
    },
  } as const;
}

/**
 * A row of tabs (MUI Tabs textColor="primary" with its 2 px primary indicator under the selected
 * tab): `.shell-tabs` holds `.shell-tab` links or buttons; `data-size="board"` is the board tabs'
 * taller row. Overflowing tabs scroll sideways.
 */
function tabStyles(theme: Theme) {
  const { palette } = theme;
  return {
    '.shell-tabs': {
      display: 'flex',
      minHeight: 40,
      minWidth: 0,
      overflowX: 'auto',
      overflowY: 'hidden',
      scrollbarWidth: 'thin',
      '&[data-size="board"]': { minHeight: 44, flex: '0 1 auto' },
    },
    '.shell-tab': {
      ...bare,
      ...buttonFont(theme, '0.875rem'),
      lineHeight: 1.25,
      position: 'relative',
      flexShrink: 0,
      minWidth: 90,
      maxWidth: 360,
      minHeight: 'inherit',
      padding: '12px 16px',
      overflow: 'hidden',
      whiteSpace: 'normal',
      textAlign: 'center',
      color: palette.text.secondary,
      '&[aria-selected="true"]': { color: palette.primaryText },
      '&[aria-selected="true"]::after': {
        content: '""',
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        height: 2,
        backgroundColor: palette.primary.main,
      },
      '&:focus-visible': focusRing(theme, -2),
    },
    // The board tabs' bar: tabs, create and import, the selected board's menu at the end.
    '.board-bar': {
      display: 'flex',
      alignItems: 'center',
      padding: '0 8px',
      borderBottom: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
      [theme.breakpoints.up('sm')]: { padding: '0 16px' },
    },
    '.board-bar-gap': { flex: 1 },
    // The board page and the selected board's area under the bar (its background set inline).
    '.board-page': { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
    // MUI IconButton (medium): a 40 px circle around a 24 px icon.
    '.shell-icon-button': {
      ...bare,
      flex: 'none',
      padding: 8,
      borderRadius: '50%',
      color: palette.action.active,
      fontSize: '1.5rem',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': focusRing(theme, -2),
    },
  } as const;
}

/**
 * The chrome's stylesheet for MUI's GlobalStyles, inserted once by the signed-in shell
 * (CabinetLayout) rather than serialised and hashed by emotion for every element drawn; one object
 * per theme.
 */
export const shellStyleSheet = perThemeStyleSheet((theme) => ({
  ...appBarStyles(theme),
  ...projectStyles(theme),
  ...tabStyles(theme),
  ...boardToolStyles(theme),
}));
