/**
 * The route element of /cabinet/company/{companyId}/reports (spec/shell.md §2 "Company reports",
 * screen not shown; issue 19 item 2): a filter bar (period, boards, people, saved query) over a grid of report
 * cards, all drawn from one request (`GET /reports/company/{companyId}`); a card may take its own
 * filter. Any member of the company; others see the error the server gives (403 in words).
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_KINDS } from '../../../shared/reports/report.types';
import { idOf, messageOf, NotFoundState } from '../company/workspaceUi';
import { ReportCard } from './ReportCard';
import { ReportFilterFields } from './ReportFilterFields';
import { useCompanyReportsQuery, type ReportsFilter } from './reportsApi';
import { useReportsTranslation } from './reportsTexts';

const NO_FILTER: ReportsFilter = { from: null, to: null, boardIds: [], userIds: [], queryId: null };

/** The reports page of the company in the URL. */
export function ReportsPage() {
  const { t } = useReportsTranslation();
  const companyId = idOf(useParams().companyId);
  const [filter, setFilter] = useState<ReportsFilter>(NO_FILTER);
  const query = useCompanyReportsQuery({ companyId: companyId ?? 0, filter }, { skip: companyId === null });
  if (companyId === null) return <NotFoundState title={t('states.notFound')} />;
  const report = query.data ?? null;
  const changed = filter !== NO_FILTER;
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={1.5} sx={{ alignItems: { lg: 'center' } }}>
          <Box sx={{ flex: 1 }}>
            <ReportFilterFields
              value={filter}
              shown={report?.filter ?? null}
              options={report?.options ?? { boards: [], people: [], queries: [] }}
              onChange={setFilter}
            />
          </Box>
          <Button disabled={!changed} onClick={() => setFilter(NO_FILTER)}>
            {t('filters.reset')}
          </Button>
        </Stack>
      </Paper>
      {query.isFetching && <LinearProgress aria-label={t('states.loading')} />}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('states.retry')}
            </Button>
          }
        >
          {messageOf(query.error, t('states.error'))}
        </Alert>
      )}
      {!query.isError && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          {REPORT_KINDS.map((kind) => (
            <ReportCard key={kind} kind={kind} companyId={companyId} page={report} pageLoading={query.isFetching} />
          ))}
        </Box>
      )}
    </Box>
  );
}
