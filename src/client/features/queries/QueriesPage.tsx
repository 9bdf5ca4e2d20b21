/**
 * The route element of /cabinet/company/{companyId}/queries (spec/shell.md §2 "Company queries";
 * issue 19 item 1), a lazy chunk: the saved queries (mine and the company's shared ones) to open,
 * the builder of the open definition (QueryBuilder.tsx), its columns and grouping, the live
 * result (ResultGrid.tsx, rerun 300 ms after the last change) with its totals, and save, save as,
 * rename, delete and CSV export. `?q={queryId}` in the URL opens a saved query.
 */
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useStore } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  DEFAULT_COLUMNS,
  QUERY_GROUP_BY,
  queryDefinitionSchema,
  type QueryDefinition,
} from '../../../shared/queries/query.schemas';
import type { SavedQuery } from '../../../shared/queries/query.types';
import type { RootState } from '../../app/store';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/sessionSlice';
import { useGetCompanyQuery } from '../company/companyApi';
import { idOf, messageOf, NotFoundState } from '../company/workspaceUi';
import { downloadFile, transferHeaders } from '../boardTransfer/transferHttp';
import { ColumnsPicker } from './ColumnsPicker';
import { QueryBuilder } from './QueryBuilder';
import { QueryTotals } from './QueryTotals';
import { ResultGrid } from './ResultGrid';
import { SaveQueryDialog } from './SaveQueryDialog';
import {
  useDeleteQueryMutation,
  useQueryOptionsQuery,
  useRunQueryQuery,
  useSaveQueryMutation,
  useSavedQueriesQuery,
  useUpdateQueryMutation,
} from './queriesApi';
import { useQueriesTranslation } from './queriesTexts';

const EMPTY: QueryDefinition = { filters: {}, columns: DEFAULT_COLUMNS };
/** Delay before a changed definition runs, ms. */
export const RUN_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

type DialogKind = 'save' | 'saveAs' | 'rename' | 'delete' | null;

export function QueriesPage() {
  const { t } = useQueriesTranslation();
  const companyId = idOf(useParams().companyId);
  const [search, setSearch] = useSearchParams();
  const user = useAppSelector(selectUser);
  const store = useStore<RootState>();
  const { data: company } = useGetCompanyQuery(companyId ?? 0, { skip: companyId === null });
  const { data: saved, error: listError } = useSavedQueriesQuery(companyId ?? 0, { skip: companyId === null });
  const { data: options } = useQueryOptionsQuery(companyId ?? 0, { skip: companyId === null });
  const openId = idOf(search.get('q') ?? undefined);
  const open: SavedQuery | undefined = saved?.find((q) => q.id === openId);
  const [definition, setDefinition] = useState<QueryDefinition>(EMPTY);
  const [page, setPage] = useState({ page: 0, pageSize: 50 });
  const [dialog, setDialog] = useState<DialogKind>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    setDefinition(open ? { ...open.definition, columns: open.definition.columns ?? DEFAULT_COLUMNS } : EMPTY);
    setPage((p) => ({ ...p, page: 0 }));
  }, [open?.id, open?.updatedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  const debounced = useDebounced(definition, RUN_DEBOUNCE_MS);
  const valid = useMemo(() => queryDefinitionSchema.safeParse(debounced).success, [debounced]);
  const run = useRunQueryQuery(
    { companyId: companyId ?? 0, definition: debounced, limit: page.pageSize, offset: page.page * page.pageSize },
    { skip: companyId === null || !valid },
  );
  const [save] = useSaveQueryMutation();
  const [update] = useUpdateQueryMutation();
  const [remove] = useDeleteQueryMutation();

  if (companyId === null) return <NotFoundState title={t('title')} />;
  const manager = company?.role === 'owner' || company?.role === 'admin';
  const canWrite = open !== undefined && (open.ownerId === user?.id || (open.shared && manager));
  const change = (next: QueryDefinition) => {
    setDefinition(next);
    setPage((p) => ({ ...p, page: 0 }));
  };
  const choose = (id: number | null) => setSearch(id === null ? {} : { q: String(id) });
  /** Save: the open query when the caller may change it, else a new one (the dialog asks its name). */
  const saveOpen = async () => {
    if (!canWrite || !open) return setDialog('save');
    try {
      await update({ query: open, definition }).unwrap();
      setNotice(t('savedToast'));
    } catch (error) {
      setNotice(messageOf(error, t('saveError')));
    }
  };
  const exportCsv = async () => {
    if (!open) return;
    const result = await downloadFile(
      `/queries/${open.id}/export.csv`,
      transferHeaders(store.getState(), 'text/csv, application/json'),
      `${open.name.replace(/[\\/:*?"<>|]+/g, '_') || 'query'}.csv`,
      new AbortController().signal,
    );
    if (!result.ok) setNotice(t('loadError', { error: result.message ?? result.status }));
  };

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 2 }}>
          {t('title')}
        </Typography>
        <TextField
          select
          size="small"
          margin="none"
          fullWidth={false}
          label={t('saved')}
          value={open?.id ?? ''}
          onChange={(e) => choose(e.target.value === '' ? null : Number(e.target.value))}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">{t('untitled')}</MenuItem>
          {(saved ?? []).map((q) => (
            <MenuItem key={q.id} value={q.id}>
              {q.name} · {q.shared ? t('sharedShort') : t('privateShort')}
              {q.ownerId !== user?.id && q.ownerName ? ` · ${t('owner', { name: q.ownerName })}` : ''}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<Add />} onClick={() => choose(null)}>
          {t('newQuery')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => void saveOpen()}>
          {t('save')}
        </Button>
        {open && <Button onClick={() => setDialog('saveAs')}>{t('saveAs')}</Button>}
        {canWrite && <Button onClick={() => setDialog('rename')}>{t('rename')}</Button>}
        {canWrite && (
          <Button color="error" onClick={() => setDialog('delete')}>
            {t('delete')}
          </Button>
        )}
        {open && (
          <Button startIcon={<DownloadOutlined />} onClick={() => void exportCsv()}>
            {t('exportCsv')}
          </Button>
        )}
      </Stack>
      {listError !== undefined && <Alert severity="error">{t('loadError', { error: messageOf(listError, '') })}</Alert>}
      {saved?.length === 0 && !open && (
        <Typography color="text.secondary" variant="body2">
          {t('noSaved')}
        </Typography>
      )}
      {notice && (
        <Alert severity="info" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <QueryBuilder
          filters={definition.filters}
          options={options}
          onChange={(filters) => change({ ...definition, filters })}
        />
      </Paper>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ColumnsPicker
          columns={definition.columns ?? DEFAULT_COLUMNS}
          options={options}
          onChange={(columns) => change({ ...definition, columns })}
        />
        <TextField
          select
          size="small"
          margin="none"
          fullWidth={false}
          label={t('groupBy')}
          value={definition.groupBy ?? ''}
          onChange={(e) => change({ ...definition, groupBy: (e.target.value || null) as QueryDefinition['groupBy'] })}
          sx={{ width: 200 }}
        >
          <MenuItem value="">{t('groups.none')}</MenuItem>
          {QUERY_GROUP_BY.map((g) => (
            <MenuItem key={g} value={g}>
              {t(`groups.${g}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {run.error !== undefined && <Alert severity="error">{t('loadError', { error: messageOf(run.error, '') })}</Alert>}
      {run.data && <QueryTotals result={run.data} />}
      <ResultGrid
        columns={definition.columns ?? DEFAULT_COLUMNS}
        result={run.data}
        loading={run.isFetching}
        sort={definition.sort}
        onSort={(sort) => change({ ...definition, sort })}
        page={page}
        onPage={setPage}
      />
      {(dialog === 'save' || dialog === 'saveAs') && (
        <SaveQueryDialog
          title={dialog === 'save' ? t('save') : t('saveAs')}
          initialName={open?.name ?? ''}
          initialShared={open?.shared ?? false}
          onClose={() => setDialog(null)}
          onSubmit={async ({ name, shared }) => {
            const created = await save({ companyId, name, shared, definition }).unwrap();
            choose(created.id);
            setNotice(t('savedToast'));
          }}
        />
      )}
      {dialog === 'rename' && open && (
        <SaveQueryDialog
          title={t('rename')}
          initialName={open.name}
          initialShared={open.shared}
          onClose={() => setDialog(null)}
          onSubmit={({ name, shared }) => update({ query: open, name, shared }).unwrap()}
        />
      )}
      <Dialog open={dialog === 'delete' && open !== undefined} onClose={() => setDialog(null)}>
        <DialogTitle>{t('deleteConfirm', { name: open?.name ?? '' })}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (open)
                void remove(open)
                  .unwrap()
                  .then(() => {
                    setDialog(null);
                    choose(null);
                    setNotice(t('deletedToast'));
                  });
            }}
          >
            {t('delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
