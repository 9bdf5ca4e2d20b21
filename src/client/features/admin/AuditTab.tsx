/**
 * The Audit log tab (issue 19 item 3): filters (action, actor id, period by day), the entries
 * newest first with "Load more" (keyset pages of GET /admin/audit), and the CSV export of the same
 * filters (GET /admin/audit.csv, downloaded with the session's headers).
 */
import { useMemo, useState } from 'react';
import { useStore } from 'react-redux';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Download from '@mui/icons-material/Download';
import { ADMIN_PATHS, AUDIT_ACTIONS, type AuditEntry } from '../../../shared/admin/admin.types';
import { useDateFormat } from '../../app/dateFormat';
import type { RootState } from '../../app/store';
import { downloadFile, transferHeaders } from '../boardTransfer/transferHttp';
import { ListStateRow } from './ListState';
import { queryString, useAuditLogQuery } from './adminApi';
import { useDebounced } from './adminFormat';
import { useAdminTranslation } from './adminTexts';

const COLUMNS = 6;
const PAGE = 50;

/** `yyyy-mm-dd` of a date field → the ISO instant of that local midnight (`nextDay`: of the day after). */
const dayStart = (day: string, nextDay = false): string | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d + (nextDay ? 1 : 0)).toISOString();
};

/** What an entry's details say, as one short line. */
const detailText = (entry: AuditEntry): string =>
  Object.entries(entry.details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');

/** One page of entries; the next one is mounted by "Load more" with the previous cursor. */
function AuditPageRows({
  filter,
  before,
  onMore,
  first,
  last,
}: {
  filter: Record<string, string | undefined>;
  before?: string;
  onMore: (cursor: string) => void;
  first: boolean;
  /** Only the last page shown offers "Load more". */
  last: boolean;
}) {
  const { t } = useAdminTranslation();
  const { date } = useDateFormat();
  const { data, error, isLoading, refetch } = useAuditLogQuery({ ...filter, before, limit: PAGE });
  const items = data?.items ?? [];
  return (
    <>
      <ListStateRow
        columns={COLUMNS}
        loading={isLoading}
        error={data ? undefined : error}
        empty={first && Boolean(data) && items.length === 0}
        emptyText={t('audit.empty')}
        onRetry={() => void refetch()}
      />
      {items.map((entry) => (
        <TableRow key={entry.id} hover>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(entry.at, 'moment')}</TableCell>
          <TableCell>{entry.actorName ?? t('none')}</TableCell>
          <TableCell>{t(`audit.actions.${entry.action}`, entry.action)}</TableCell>
          <TableCell>{entry.targetKind ? `${entry.targetKind} ${entry.targetId ?? ''}` : t('none')}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{entry.ip ?? t('none')}</TableCell>
          <TableCell sx={{ fontSize: 12, color: 'text.secondary', maxWidth: 320, wordBreak: 'break-word' }}>
            {detailText(entry)}
          </TableCell>
        </TableRow>
      ))}
      {last && data?.nextCursor && (
        <TableRow>
          <TableCell colSpan={COLUMNS} align="center">
            <Button onClick={() => onMore(data.nextCursor as string)}>{t('audit.more')}</Button>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/** The audit log with its filters and export. */
export function AuditTab() {
  const { t } = useAdminTranslation();
  const store = useStore<RootState>();
  const { enqueueSnackbar } = useSnackbar();
  const [action, setAction] = useState('');
  const [actorText, setActorText] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const actorId = useDebounced(actorText.trim());
  const filter = useMemo(
    () => ({
      action: action || undefined,
      actorId: /^\d+$/.test(actorId) ? actorId : undefined,
      from: dayStart(from),
      to: dayStart(to, true),
    }),
    [action, actorId, from, to],
  );
  const filterKey = JSON.stringify(filter);
  const [shownKey, setShownKey] = useState(filterKey);
  if (shownKey !== filterKey) {
    setShownKey(filterKey);
    setCursors([]);
  }

  const exportCsv = async () => {
    setExporting(true);
    const result = await downloadFile(
      `${ADMIN_PATHS.auditCsv}${queryString(filter)}`,
      transferHeaders(store.getState(), 'text/csv, application/json'),
      'audit-log.csv',
    );
    setExporting(false);
    if (!result.ok)
      enqueueSnackbar(t('audit.csvFailed', { error: result.message ?? result.status }), { variant: 'error' });
  };

  return (
    <Paper variant="outlined">
      <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('audit.action')}
          value={action}
          onChange={(e) => setAction(e.target.value)}
          sx={{ width: 260 }}
        >
          <MenuItem value="">{t('audit.anyAction')}</MenuItem>
          {AUDIT_ACTIONS.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`audit.actions.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('audit.actorId')}
          value={actorText}
          onChange={(e) => setActorText(e.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 190 }}
        />
        <TextField
          size="small"
          type="date"
          label={t('audit.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 170 }}
        />
        <TextField
          size="small"
          type="date"
          label={t('audit.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 170 }}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={<Download />} loading={exporting} onClick={() => void exportCsv()}>
          {t('audit.csv')}
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-label={t('tabs.audit')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('audit.at')}</TableCell>
              <TableCell>{t('audit.actor')}</TableCell>
              <TableCell>{t('audit.action')}</TableCell>
              <TableCell>{t('audit.target')}</TableCell>
              <TableCell>{t('audit.ip')}</TableCell>
              <TableCell>{t('audit.details')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[undefined, ...cursors].map((before, index) => (
              <AuditPageRows
                key={before ?? 'first'}
                filter={filter}
                before={before}
                first={index === 0}
                last={index === cursors.length}
                onMore={(cursor) => setCursors((list) => (list.includes(cursor) ? list : [...list, cursor]))}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
