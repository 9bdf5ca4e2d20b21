/**
 * The look of the page tree's rows (WikiTreeRow), set once on the tree's list: the rows are plain
 * elements with these class names rather than MUI buttons and icons, each of which is a styled
 * component of its own — a screenful of rows then renders in a fraction of the time (issue 18
 * "Speed": the 200-page tree in < 300 ms). Hover, selection and keyboard focus follow the theme
 * as ListItemButton and IconButton do; `data-hint` draws where a dragged page would drop.
 */
import type { SxProps, Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';

/** A row's height (px): fixed, so the windowed tree places rows without measuring them. */
export const TREE_ROW_PX = 30;

/** Icon paths (24 × 24) of the row's buttons: Material's ChevronRight, ExpandMore and MoreHoriz. */
export const TREE_ICONS = {
  collapsed: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  expanded: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  more: 'M6 10c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m12 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m-6 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
} as const;

/** `sx` of the tree's list (role tree). */
export const wikiTreeSx: SxProps<Theme> = (theme) => {
  const focus = { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 };
  const line = { content: '""', position: 'absolute', left: 8, right: 8, height: 2, zIndex: 1 };
  return {
    m: 0,
    p: 0,
    '& .wiki-tree-row': {
      listStyle: 'none',
      position: 'relative',
      height: TREE_ROW_PX,
      borderRadius: 1,
      '&[data-dragging="true"]': { opacity: 0.5 },
      '&[data-hint="inside"]': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      '&[data-hint="before"]::before': { ...line, top: 0, bgcolor: 'primary.main' },
      '&[data-hint="after"]::after': { ...line, bottom: 0, bgcolor: 'primary.main' },
    },
    '& .wiki-tree-line': { display: 'flex', alignItems: 'center', height: '100%', pr: 0.5 },
    '& .wiki-tree-icon': {
      flex: 'none',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 24,
      height: 24,
      p: 0,
      border: 0,
      borderRadius: '50%',
      bgcolor: 'transparent',
      color: 'action.active',
      cursor: 'pointer',
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
      '&:hover': { bgcolor: 'action.hover' },
      '&:focus-visible': focus,
    },
    '& .wiki-tree-link': {
      flex: 1,
      minWidth: 0,
      display: 'flex',
      alignItems: 'center',
      height: 26,
      px: 0.75,
      borderRadius: 1,
      color: 'text.primary',
      textDecoration: 'none',
      fontSize: 14,
      '&:hover': { bgcolor: 'action.hover' },
      '&:focus-visible': focus,
      '&[aria-current="page"]': {
        bgcolor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
        '&:hover': {
          bgcolor: alpha(
            theme.palette.primary.main,
            theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
          ),
        },
      },
    },
    '& .wiki-tree-title': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  };
};
