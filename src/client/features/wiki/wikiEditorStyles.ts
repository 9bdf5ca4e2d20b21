/**
 * The look of the page being edited (TipTap renders plain HTML in `.tiptap`): text, headings,
 * lists, task lists, tables, code, quotes, images, mentions, the placeholder and the other
 * editors' carets — all in theme colours, so the light and the dark theme both read well.
 */
import type { SxProps, Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';

/** `sx` of the box around EditorContent. */
export const wikiEditorSx: SxProps<Theme> = (theme) => ({
  '& .tiptap': {
    outline: 'none',
    minHeight: 240,
    fontSize: 15,
    lineHeight: 1.6,
    color: theme.palette.text.primary,
    '& > * + *': { mt: 1 },
    // Long pages: a block off screen skips layout and paint until it is scrolled near (it stays
    // in the DOM, searchable and read by screen readers), so a 50,000-character page opens in a
    // fraction of the time (issue 18 "Speed"); `auto` keeps a block's last drawn height.
    '& > *': { contentVisibility: 'auto', containIntrinsicSize: 'auto 1.75em' },
    '& h1, & h2, & h3': { lineHeight: 1.25, mt: 2.5, mb: 1 },
    '& h1': { fontSize: 28 },
    '& h2': { fontSize: 22 },
    '& h3': { fontSize: 18 },
    '& p': { my: 0.75 },
    '& a': { color: theme.palette.primaryText },
    '& code': {
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: '0.9em',
      bgcolor: theme.palette.action.hover,
      px: 0.5,
      borderRadius: 0.5,
    },
    '& pre': {
      bgcolor: theme.palette.action.hover,
      border: 1,
      borderColor: theme.palette.divider,
      borderRadius: 1,
      p: 1.5,
      overflowX: 'auto',
      '& code': { bgcolor: 'transparent', p: 0 },
    },
    '& blockquote': { borderLeft: 3, borderColor: theme.palette.divider, pl: 2, ml: 0, color: 'text.secondary' },
    '& hr': { border: 0, borderTop: 1, borderColor: theme.palette.divider, my: 2 },
    '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
    '& img.ProseMirror-selectednode': { outline: `2px solid ${theme.palette.primary.main}` },
    '& ul[data-type="taskList"]': {
      listStyle: 'none',
      pl: 0.5,
      '& li': { display: 'flex', gap: 1, alignItems: 'flex-start' },
      '& li > label': { mt: '0.3em', userSelect: 'none' },
      '& li > div': { flex: 1 },
      '& li[data-checked="true"] > div': { color: 'text.secondary', textDecoration: 'line-through' },
    },
    '& table': { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed', my: 1.5 },
    '& th, & td': {
      border: 1,
      borderColor: theme.palette.divider,
      p: 0.75,
      verticalAlign: 'top',
      position: 'relative',
      '& > p': { m: 0 },
    },
    '& th': { bgcolor: theme.palette.action.hover, fontWeight: 600, textAlign: 'left' },
    '& .selectedCell::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      bgcolor: alpha(theme.palette.primary.main, 0.15),
      pointerEvents: 'none',
    },
    '& .wiki-mention': {
      color: theme.palette.primaryText,
      bgcolor: alpha(theme.palette.primary.main, 0.12),
      borderRadius: 0.5,
      px: 0.25,
      fontWeight: 600,
    },
    '& p.is-editor-empty:first-of-type::before': {
      content: 'attr(data-placeholder)',
      float: 'left',
      height: 0,
      pointerEvents: 'none',
      color: theme.palette.text.disabled,
    },
    '& .collaboration-carets__caret': {
      borderLeft: '1px solid',
      borderRight: '1px solid',
      ml: '-1px',
      mr: '-1px',
      position: 'relative',
      wordBreak: 'normal',
      pointerEvents: 'none',
    },
    '& .collaboration-carets__label': {
      position: 'absolute',
      top: '-1.4em',
      left: '-1px',
      fontSize: 12,
      fontWeight: 600,
      lineHeight: 'normal',
      px: 0.5,
      py: '1px',
      borderRadius: '3px 3px 3px 0',
      // The caret colours are light tones (wikiUserColor.ts): dark text reads on each.
      color: theme.palette.common.black,
      whiteSpace: 'nowrap',
      userSelect: 'none',
    },
  },
});
