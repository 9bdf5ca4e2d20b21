/**
 * Styles of a board column at rest (spec/board.md §2 Board view, "Column content: an 'Add card'
 * button; … the card list with drag and drop; a 'Show more N' button; a collapsible 'Archive
 * (count)' section") and the 'Add column' button, as one global stylesheet with static class names: the
 * column's parts are plain DOM elements (no MUI component, no `sx`), so drawing a board of ten
 * columns serialises no style. They look as the MUI Paper, Typography, IconButton and Button they
 * replace (sizes and colours read from the theme). States are data or aria attributes
 * (`data-dragging`, `data-over`, `data-error`, `aria-expanded`, `:disabled`); the column colour is
 * the `--column-color` custom property.
 */
import { alpha, type Theme } from '@mui/material/styles';
import { COLUMN_WIDTH } from './BoardColumn';
import { iconBefore, type IconName } from './tileIcons';
import { roundIconButton } from './tileStyles';
import { perThemeStyleSheet } from '../../app/themeStyleSheet';

/** MUI Button's start icon (`::before`): 8 px before the text, pulled out a little into the padding. */
const startIcon = (name: IconName, small: boolean) => ({
  ...iconBefore(name, small ? 18 : 20),
  marginLeft: small ? -2 : -4,
  marginRight: 8,
});

/** A button as MUI's Button, primary: small text, or medium `outlined`. */
function button(theme: Theme, outlined = false) {
  const { palette } = theme;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 64,
    margin: 0,
    padding: outlined ? '5px 15px' : '4px 5px',
    border: outlined ? `1px solid ${alpha(palette.primary.main, 0.5)}` : 0,
    borderRadius: theme.shape.borderRadius,
    background: 'none',
    color: palette.primaryText,
    fontFamily: theme.typography.fontFamily,
    fontSize: outlined ? 14 : 13,
    fontWeight: theme.typography.button.fontWeight,
    lineHeight: 1.75,
    textTransform: theme.typography.button.textTransform,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    transition: 'background-color 250ms, border-color 250ms, color 250ms',
    '&:hover': {
      backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity),
      ...(outlined ? { borderColor: palette.primary.main } : {}),
    },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    '&:disabled': { color: palette.action.disabled, cursor: 'default', backgroundColor: 'transparent' },
  } as const;
}

function columnStyles(theme: Theme) {
  const { palette } = theme;
  const radius = theme.shape.borderRadius;
  const font = { fontFamily: theme.typography.fontFamily, lineHeight: 1.5, margin: 0 };
  return {
    // The column (formerly an elevation-0 Paper): the colour, when set, is its top border.
    '.column-root': {
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      flex: 'none',
      width: COLUMN_WIDTH,
      maxHeight: '100%',
      padding: 10,
      borderRadius: radius,
      border: `1px solid ${palette.divider}`,
      backgroundColor: palette.mode === 'dark' ? 'rgba(255,255,255,0.04)' : 'rgba(9,30,66,0.04)',
      color: palette.text.primary,
      '&[data-color]': { borderTop: '3px solid var(--column-color)' },
      '&[data-dragging]': { opacity: 0.5 },
    },
    '.column-head': { display: 'flex', alignItems: 'center', gap: 4, marginBottom: 8 },
    '.column-handle': {
      ...roundIconButton(theme, { padding: 2 }),
      cursor: 'grab',
      '&::before': iconBefore('drag', 20),
    },
    '.column-menu': { ...roundIconButton(theme, { padding: 5 }), '&::before': iconBefore('moreVert', 20) },
    '.column-dot': { flex: 'none', width: 10, height: 10, borderRadius: '50%', backgroundColor: 'var(--column-color)' },
    '.column-name': {
      ...font,
      flex: 1,
      fontSize: 15,
      fontWeight: 600,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '.column-count': { ...font, fontSize: 12, color: palette.text.secondary, padding: '0 4px' },
    // The inline rename editor (as the InputBase it replaces).
    '.column-rename': { flex: 1, minWidth: 0 },
    '.column-rename-input': {
      boxSizing: 'border-box',
      display: 'block',
      width: '100%',
      margin: 0,
      padding: '4px 4px 5px',
      border: 0,
      outline: 0,
      borderRadius: radius,
      backgroundColor: palette.action.hover,
      color: palette.text.primary,
      fontFamily: theme.typography.fontFamily,
      fontSize: 16,
      fontWeight: 600,
      lineHeight: '1.4375em',
    },
    // The rename editor's counter or limit in words (as FormHelperText).
    '.column-hint': {
      ...font,
      margin: '3px 4px 0',
      fontSize: 12,
      lineHeight: 1.66,
      color: palette.text.secondary,
      '&[data-error]': { color: palette.error.main },
    },
    '.column-scroll': { overflowY: 'auto', flex: 1, margin: '0 -4px', padding: '0 4px' },
    // A card list (CardList.tsx): the dashed outline shows where a dragged card would land.
    '.column-list': {
      minHeight: 8,
      borderRadius: radius,
      outline: `0 dashed ${palette.primary.light}`,
      '&[data-kind="cards"]': { minHeight: 48 },
      '&[data-over]': { outlineWidth: 2 },
    },
    '.column-empty': { ...font, fontSize: 13, color: palette.text.secondary, padding: '12px 0', textAlign: 'center' },
    '.column-more': { ...button(theme), width: '100%' },
    // The spinner while the page loads, where MUI's start icon goes.
    '.column-more-icon': { display: 'inherit', marginLeft: -2, marginRight: 8 },
    '.column-add-card': { display: 'flex', alignItems: 'center', gap: 4, marginBottom: 8 },
    '.column-add-card-button': { ...button(theme), flex: 1, '&::before': startIcon('add', true) },
    // The archive section (ArchiveSection.tsx).
    '.column-archive': { marginTop: 8, paddingTop: 4, borderTop: `1px solid ${palette.divider}` },
    '.column-archive-toggle': {
      ...button(theme),
      width: '100%',
      justifyContent: 'space-between',
      color: palette.text.secondary,
      '&::before': startIcon('archive', true),
      '&::after': { ...iconBefore('expandMore', 18), marginLeft: 8, marginRight: -2 },
      '&[aria-expanded="true"]::after': iconBefore('expandLess', 18),
    },
    '.column-archive-label': { flex: 1, textAlign: 'left' },
    '.column-archive-list': { marginTop: 8 },
    '.column-archive-loading': { display: 'flex', justifyContent: 'center', padding: '8px 0' },
    // 'Add column' at the end of the board (AddColumn.tsx): the outlined button and the box of its (lazy, MUI) form.
    '.column-add': {
      ...button(theme, /* outlined */ true),
      minWidth: 200,
      alignSelf: 'flex-start',
      '&::before': startIcon('add', false),
    },
    '.column-add-form': { flex: 'none', width: COLUMN_WIDTH, alignSelf: 'flex-start' },
  } as const;
}

/**
 * The columns' stylesheet for MUI's GlobalStyles, inserted once by the board (BoardView) next to
 * the tiles' (tileStyles.ts); one object per theme.
 */
export const columnStyleSheet = perThemeStyleSheet(columnStyles);
