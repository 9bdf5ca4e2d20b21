/**
 * react-big-calendar's stylesheet and its drag-and-drop addon's, with overrides from the MUI theme
 * so the calendar follows the light and dark palettes (borders, today, off-range days, toolbar).
 * The stylesheets are strings (webpack `asset/source`) injected by emotion: they travel in the
 * calendar's lazy chunk only.
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, useTheme } from '@mui/material/styles';
import baseCss from 'react-big-calendar/lib/css/react-big-calendar.css';
import dndCss from 'react-big-calendar/lib/addons/dragAndDrop/styles.css';

export function CalendarStyles() {
  const theme = useTheme();
  const { palette } = theme;
  const border = palette.divider;
  const overrides = {
    '.rbc-calendar': { color: palette.text.primary, fontFamily: theme.typography.fontFamily },
    '.rbc-month-view, .rbc-time-view, .rbc-agenda-view table.rbc-agenda-table, .rbc-header, .rbc-month-row + .rbc-month-row, .rbc-day-bg + .rbc-day-bg, .rbc-time-header-content, .rbc-time-content, .rbc-time-content > * + * > *, .rbc-timeslot-group, .rbc-day-slot .rbc-time-slot, .rbc-header + .rbc-header, .rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td, .rbc-agenda-view table.rbc-agenda-table tbody > tr + tr':
      { borderColor: border },
    '.rbc-off-range-bg': { backgroundColor: palette.action.hover },
    '.rbc-off-range': { color: palette.text.disabled },
    '.rbc-today': { backgroundColor: alpha(palette.primary.main, palette.mode === 'dark' ? 0.18 : 0.08) },
    '.rbc-toolbar button': {
      color: palette.text.primary,
      borderColor: border,
      fontFamily: theme.typography.fontFamily,
      '&:hover, &:focus': { backgroundColor: palette.action.hover, borderColor: border },
      '&.rbc-active, &:active': {
        backgroundColor: palette.action.selected,
        boxShadow: 'none',
        color: palette.text.primary,
      },
    },
    '.rbc-toolbar .rbc-toolbar-label': { ...theme.typography.h6 },
    '.rbc-event, .rbc-day-slot .rbc-background-event': { color: '#fff', border: 'none' },
    '.rbc-event.rbc-selected': { outline: `2px solid ${palette.text.primary}` },
    '.rbc-show-more': { backgroundColor: 'transparent', color: palette.primary.main },
    '.rbc-overlay': { backgroundColor: palette.background.paper, borderColor: border, boxShadow: theme.shadows[4] },
    '.rbc-day-slot .rbc-time-slot': { borderTopColor: alpha(border, 0.5) },
    '.rbc-current-time-indicator': { backgroundColor: palette.error.main },
    '.rbc-slot-selection': { backgroundColor: alpha(palette.primary.main, 0.3), color: palette.text.primary },
  };
  return (
    <>
      <GlobalStyles styles={baseCss + dndCss} />
      <GlobalStyles styles={overrides} />
    </>
  );
}
