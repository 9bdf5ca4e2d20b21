/**
 * Totals of a query's result (issue 19 item 1): the count of matching cards and the sums of time
 * tracking plan and fact, stopwatch and timer run time (h:mm), and, when grouped, the same per
 * group in a small table (a group without a value shows "(none)").
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { QueryResult, QueryTotals as Totals } from '../../../shared/queries/query.types';
import { useQueriesTranslation } from './queriesTexts';

/** `h:mm` of a duration in ms. */
export function hoursMinutes(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

const SUMS = [
  ['trackingPlan', 'trackingPlanMs'],
  ['trackingFact', 'trackingFactMs'],
  ['stopwatch', 'stopwatchMs'],
  ['timer', 'timerMs'],
] as const;

export function QueryTotals({ result }: { result: QueryResult }) {
  const { t } = useQueriesTranslation();
  const labelOf = (key: string | null, label: string | null) => {
    if (key === null) return t('noGroup');
    if (result.groupBy === 'status') return t(`status.${key}`);
    return label ?? key;
  };
  const cells = (totals: Totals) =>
    SUMS.map(([name, field]) => (
      <TableCell key={name} align="right">
        {hoursMinutes(totals[field])}
      </TableCell>
    ));
  return (
    <Stack spacing={1}>
      <Stack direction="row" aria-label={t('totals.title')} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip label={`${t('totals.count')}: ${result.totals.count}`} color="primary" variant="outlined" />
        {SUMS.map(([name, field]) => (
          <Chip key={name} label={`${t(`totals.${name}`)}: ${hoursMinutes(result.totals[field])}`} variant="outlined" />
        ))}
      </Stack>
      {result.groupBy && result.groups.length > 0 && (
        <Table size="small" aria-label={t('groupBy')}>
          <TableHead>
            <TableRow>
              <TableCell>{t(`groups.${result.groupBy}`)}</TableCell>
              <TableCell align="right">{t('totals.count')}</TableCell>
              {SUMS.map(([name]) => (
                <TableCell key={name} align="right">
                  {t(`totals.${name}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {result.groups.map((g) => (
              <TableRow key={g.key ?? 'none'}>
                <TableCell>{labelOf(g.key, g.label)}</TableCell>
                <TableCell align="right">{g.count}</TableCell>
                {cells(g)}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
