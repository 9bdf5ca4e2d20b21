/**
 * The import report at the end of an import (issue 7 Deliver 1 "Nothing in the file may be silently
 * dropped: whatever has no place is listed in the import report"; DESIGN §3 import report): the
 * counts (columns, cards, archived, sub-cards, comments) and the skipped objects grouped by `kind`,
 * each group collapsible with a count badge and entries `name — reason`. A group renders at most
 * SKIPPED_SHOWN entries and then "and N more" (a big board may skip thousands of actions).
 */
import { useBoardTransferTranslation } from './boardTransferTexts';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ImportReport, SkippedItem } from '../../../shared/board/boardExport';

/** Most entries rendered per skipped group. */
export const SKIPPED_SHOWN = 200;

const COUNTS = ['columns', 'cards', 'archivedCards', 'subCards', 'comments'] as const;

/** Skipped items grouped by kind, groups in order of first appearance (pure). */
export function groupSkipped(skipped: SkippedItem[]): [string, SkippedItem[]][] {
  const groups = new Map<string, SkippedItem[]>();
  for (const item of skipped) {
    const group = groups.get(item.kind);
    if (group) group.push(item);
    else groups.set(item.kind, [item]);
  }
  return [...groups];
}

export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useBoardTransferTranslation();
  const groups = groupSkipped(report.skipped);
  return (
    <Box component="section" aria-label={t('report.label')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('report.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
      >
        {COUNTS.map((key) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary', fontSize: 14 }}>
              {t(`report.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: 14, fontWeight: 600 }}>
              {report[key]}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography sx={{ fontSize: 14, mb: 1 }}>
        {report.skipped.length ? t('report.skipped', { count: report.skipped.length }) : t('report.nothingSkipped')}
      </Typography>
      {groups.map(([kind, items]) => {
        const kindName = t(`report.kinds.${kind}`, { defaultValue: kind });
        return (
          <Accordion key={kind} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontSize: 14, fontWeight: 600 }}>{kindName}</Typography>
                <Chip size="small" label={items.length} />
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              <Box component="ul" aria-label={kindName} sx={{ m: 0, pl: 2.5, maxHeight: 240, overflow: 'auto' }}>
                {items.slice(0, SKIPPED_SHOWN).map((item, index) => (
                  <Typography
                    component="li"
                    key={`${item.id}-${index}`}
                    sx={{ fontSize: 13, overflowWrap: 'anywhere' }}
                  >
                    {item.name || t('report.unnamed')} — {item.reason}
                  </Typography>
                ))}
                {items.length > SKIPPED_SHOWN && (
                  <Typography component="li" sx={{ fontSize: 13, color: 'text.secondary', listStyle: 'none' }}>
                    {t('report.more', { count: items.length - SKIPPED_SHOWN })}
                  </Typography>
                )}
              </Box>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
