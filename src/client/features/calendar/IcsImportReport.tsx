/**
 * The report of an .ics import (POST /api/calendar/import answer): "N events imported (M changed
 * occurrences)" and, when something had no place, a scrollable list of "summary — reason" lines
 * (the reasons are the server's, in English). Region "Import report" / «Итоги импорта».
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useIcsTranslation } from './icsTexts';
import type { IcsImportAnswer } from '../../../shared/calendar/icsImport.schemas';

export function IcsImportReport({ report }: { report: IcsImportAnswer }) {
  const { t } = useIcsTranslation();
  const imported = t('ics.imported', { count: report.events });
  const overrides = report.overrides > 0 ? ` ${t('ics.overrides', { count: report.overrides })}` : '';
  return (
    <Box role="region" aria-label={t('ics.report')} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Alert severity={report.events + report.overrides > 0 ? 'success' : 'info'}>{imported + overrides}</Alert>
      {report.skipped.length > 0 && (
        <>
          <Typography id="ics-skipped-title" sx={{ fontSize: 14, fontWeight: 500 }}>
            {t('ics.skipped', { count: report.skipped.length })}
          </Typography>
          <List
            dense
            aria-labelledby="ics-skipped-title"
            // Focusable so a keyboard user can scroll a long list.
            tabIndex={0}
            sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {report.skipped.map((item, index) => (
              <ListItem key={`${item.uid}-${index}`} sx={{ fontSize: 14 }}>
                {`${item.summary || item.uid || t('ics.wholeFile')} — ${item.reason}`}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
