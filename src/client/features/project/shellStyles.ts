/**
 * Styles of the signed-in screens' chrome as one global stylesheet with static class names
 * (spec/shell.md §2 layout, spec/board.md §1 board tabs, §3 filters): the cabinet's app bar, the
 * project header with its section tabs, the board tabs' bar, and the board's filter bar and sticker
 * tools. These are plain elements drawn as MUI's AppBar, Tabs, Button, ToggleButton, IconButton,
 * Avatar and OutlinedInput draw them (same theme values in light and dark), so a board's open
 * computes no style for them; CabinetLayout inserts the sheet once (`shellStyleSheet`). States
 * are aria attributes (`aria-selected`, `aria-pressed`) and `:focus-within`.
 */
import { alpha, type Theme } from '@mui/material/styles';

const cache = new WeakMap<Theme, object>();

/** MUI's button typography (theme.typography.button at `fontSize`). */
function buttonFont(theme: Theme, fontSize: string) {
  const { fontFamily, fontWeight, letterSpacing, textTransform } = theme.typography.button;
  return { fontFamily, fontWeight, letterSpacing, textTransform, fontSize, lineHeight: 1.75 } as const;
}

/** The keyboard focus ring of the chrome's controls. */
const focusRing = (theme: Theme, offset: number) =>
  ({ outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: offset }) as const;

/** A plain button reset: no border, background, margin; inherits nothing of the browser's look. */
const bare = {
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

/** The board's filter bar and sticker tools (outlined small buttons, toggle, search field). */
function boardToolStyles(theme: Theme) {
  const { palette } = theme;
  const light = palette.mode === 'light';
  const outlineColor = light ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  return {
    '.filter-bar': { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', padding: '12px 16px' },
    // MUI OutlinedInput size="small" with a start adornment (the search icon).
    '.filter-search': {
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      width: 240,
      paddingLeft: 13, // + the 1 px border: MUI's 14 px before the adornment
      borderRadius: theme.shape.borderRadius,
      border: `1px solid ${outlineColor}`,
      color: palette.text.primary,
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      cursor: 'text',
      '&:hover': { borderColor: palette.text.primary },
      '&:focus-within': { borderColor: palette.primary.main, boxShadow: `inset 0 0 0 1px ${palette.primary.main}` },
      '& > svg': { flex: 'none', marginRight: 8, fontSize: 20, color: palette.action.active },
    },
    '.filter-search-input': {
      flex: 1,
      minWidth: 0,
      boxSizing: 'content-box',
      height: '1.4375em',
      padding: '7.5px 13px 7.5px 0',
      margin: 0,
      border: 0,
      background: 'none',
      color: 'currentColor',
      font: 'inherit',
      letterSpacing: 'inherit',
      outline: 'none',
      '&::placeholder': { color: 'currentColor', opacity: light ? 0.42 : 0.5 },
    },
    // MUI Button size="small" variant="outlined" (color primary; text in palette.primaryText).
    '.shell-outlined-button': {
      ...bare,
      ...buttonFont(theme, '0.8125rem'),
      minWidth: 64,
      padding: '3px 9px',
      borderRadius: theme.shape.borderRadius,
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      color: palette.primaryText,
      '&:hover': {
        borderColor: palette.primary.main,
        backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity),
      },
      '&:focus-visible': focusRing(theme, 1),
      '& > svg': { fontSize: 18, marginLeft: -2, marginRight: 8 },
    },
    // The filter bar's buttons sit on the board's background (any colour or image): on paper, like the fields.
    '.filter-bar .shell-outlined-button': {
      height: 40,
      backgroundColor: palette.background.paper,
      '&:hover': { backgroundColor: palette.background.paper },
    },
    '.sticker-tools': { display: 'flex', gap: 8, alignItems: 'center', padding: '12px 16px', flex: 'none' },
    // MUI ToggleButton size="small" (standard colour), its state in aria-pressed.
    '.shell-toggle': {
      ...bare,
      ...buttonFont(theme, '0.8125rem'),
      padding: '4px 7px',
      borderRadius: theme.shape.borderRadius,
      border: `1px solid ${palette.divider}`,
      color: palette.action.active,
      '&:hover': { backgroundColor: alpha(palette.text.primary, palette.action.hoverOpacity) },
      '&[aria-pressed="true"]': {
        color: palette.text.primary,
        backgroundColor: alpha(palette.text.primary, palette.action.selectedOpacity),
        '&:hover': {
          backgroundColor: alpha(palette.text.primary, palette.action.selectedOpacity + palette.action.hoverOpacity),
        },
      },
      '&:focus-visible': focusRing(theme, -2),
      '& > svg': { fontSize: 20 },
    },
  } as const;
}

/**
 * The chrome's stylesheet for MUI's GlobalStyles, inserted once by the signed-in shell
 * (CabinetLayout) rather than serialised and hashed by emotion for every element drawn; one object
 * per theme.
 */
export function shellStyleSheet(theme: Theme): object {
  if (!cache.has(theme))
    cache.set(theme, {
      ...appBarStyles(theme),
      ...projectStyles(theme),
      ...tabStyles(theme),
      ...boardToolStyles(theme),
    });
  return cache.get(theme)!;
}
