/**
 * Styles of the board's toolbar at rest (spec/board.md §3 filters; the sticker tools): the filter
 * bar with its search field, its selects' closed look (FilterSelectField.tsx) and its buttons, and
 * the sticker palette toggle and settings button — plain elements drawn as MUI's small outlined
 * input, TextField, Button and ToggleButton draw them. Part of the chrome's one stylesheet
 * (project/shellStyles.ts `shellStyleSheet`, inserted once by CabinetLayout).
 */
import { alpha, type Theme } from '@mui/material/styles';
import { bare, buttonFont, focusRing } from '../project/controlStyles';

/**
 * The closed look of a filter bar select (FilterSelectField.tsx): MUI's small outlined TextField —
 * a label inside the field that rises into a gap of the border (the legend) when the field has a
 * text (`data-filled`) or the focus, the text and a drop-down arrow.
 */
function filterSelectStyles(theme: Theme, outlineColor: string) {
  const { palette } = theme;
  const raised = { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)' };
  return {
    '.filter-select': {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      minWidth: 0,
      borderRadius: theme.shape.borderRadius,
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: palette.text.primary,
      cursor: 'pointer',
      verticalAlign: 'top',
      '&:hover .filter-select-outline': { borderColor: palette.text.primary },
      '&:focus-within .filter-select-outline': { borderColor: palette.primary.main, borderWidth: 2 },
      '&:focus-within .filter-select-label': { ...raised, color: palette.primaryText },
      '&[data-filled] .filter-select-label': raised,
      '&:focus-within legend, &[data-filled] legend': { maxWidth: '100%' },
    },
    '.filter-select-label': {
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      maxWidth: 'calc(100% - 24px)',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      color: palette.text.secondary,
      transform: 'translate(14px, 9px) scale(1)',
      transformOrigin: 'top left',
      transition: theme.transitions.create(['color', 'transform', 'max-width'], {
        duration: theme.transitions.duration.shorter,
        easing: theme.transitions.easing.easeOut,
      }),
      pointerEvents: 'none',
      userSelect: 'none',
    },
    '.filter-select-input': {
      boxSizing: 'content-box',
      width: '100%',
      minWidth: 0,
      height: '1.4375em',
      margin: 0,
      padding: '8.5px 32px 8.5px 14px',
      border: 0,
      background: 'none',
      color: 'currentColor',
      font: 'inherit',
      letterSpacing: 'inherit',
      textOverflow: 'ellipsis',
      caretColor: 'transparent',
      cursor: 'pointer',
      outline: 'none',
      // As wide as the text, like the select's own display (an input is ~20 characters wide).
      fieldSizing: 'content',
    },
    '.filter-select-outline': {
      position: 'absolute',
      inset: '-5px 0 0',
      margin: 0,
      padding: '0 8px',
      minWidth: '0%',
      overflow: 'hidden',
      textAlign: 'left',
      border: `1px solid ${outlineColor}`,
      borderRadius: 'inherit',
      pointerEvents: 'none',
      '& legend': {
        float: 'unset',
        width: 'auto',
        maxWidth: 0.01,
        height: 11,
        padding: 0,
        overflow: 'hidden',
        display: 'block',
        visibility: 'hidden',
        fontSize: '0.75em',
        whiteSpace: 'nowrap',
        transition: theme.transitions.create('max-width', { duration: 50, easing: theme.transitions.easing.easeOut }),
      },
      '& legend > span': {
        display: 'inline-block',
        paddingLeft: 5,
        paddingRight: 5,
        opacity: 0,
        visibility: 'visible',
      },
    },
    '.filter-select > .filter-select-arrow': {
      position: 'absolute',
      right: 7,
      top: 'calc(50% - .5em)',
      pointerEvents: 'none',
      color: palette.action.active,
    },
  } as const;
}

/** The board's filter bar and sticker tools (outlined small buttons, toggle, search field). */
export function boardToolStyles(theme: Theme) {
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
    ...filterSelectStyles(theme, outlineColor),
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
