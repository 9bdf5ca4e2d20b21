/**
 * A revision's markdown against the current page, line by line (issue 18 "a diff view"; the `diff`
 * package's diffLines): removed lines (in the revision, not now) on a red tint with "−", added
 * lines (now, not in the revision) on a green tint with "+", the rest plain. Tints are the theme's
 * error/success colours at low alpha under the normal text colour, readable in both themes.
 */
import { useMemo } from 'react';
import { diffLines } from 'diff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useWikiTranslation } from './wikiTexts';

/** One shown line. */
export interface DiffLine {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

/** The lines of the diff from `before` to `after`. */
export function diffRows(before: string, after: string): DiffLine[] {
  const rows: DiffLine[] = [];
  for (const part of diffLines(before, after)) {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    const lines = part.value.replace(/\n$/, '').split('\n');
    for (const text of lines) rows.push({ kind, text });
  }
  return rows;
}

const MARK = { added: '+', removed: '−', same: ' ' } as const;

/** The diff view (`before`: the revision, `after`: the page now). */
export function RevisionDiff({ before, after }: { before: string; after: string }) {
  const { t } = useWikiTranslation();
  const rows = useMemo(() => diffRows(before, after), [before, after]);
  if (!rows.some((row) => row.kind !== 'same'))
    return <Typography color="text.secondary">{t('history.noChanges')}</Typography>;
  return (
    <Box
      role="table"
      aria-label={t('history.diffLabel')}
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 13,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'auto',
        maxHeight: '55vh',
      }}
    >
      {rows.map((row, i) => (
        <Box
          key={i}
          role="row"
          data-kind={row.kind}
          aria-label={row.kind === 'same' ? undefined : t(`history.${row.kind}`)}
          sx={(theme) => ({
            display: 'flex',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            color: 'text.primary',
            bgcolor:
              row.kind === 'added'
                ? alpha(theme.palette.success.main, 0.18)
                : row.kind === 'removed'
                  ? alpha(theme.palette.error.main, 0.18)
                  : 'transparent',
            textDecoration: row.kind === 'removed' ? 'line-through' : undefined,
            textDecorationColor: alpha(theme.palette.text.primary, 0.4),
          })}
        >
          <Box component="span" aria-hidden sx={{ width: 24, flexShrink: 0, textAlign: 'center', userSelect: 'none' }}>
            {MARK[row.kind]}
          </Box>
          <Box component="span" role="cell" sx={{ flex: 1, pr: 1 }}>
            {row.text || ' '}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
