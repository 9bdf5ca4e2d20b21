/**
 * The live result table of a query (issue 19 item 1) with @mui/x-data-grid (MIT): the columns the
 * user chose (card fields and sticker values), virtualised rows, sorting and paging on the server
 * (the grid asks, the definition's `sort` and the page change), a card's name opening the card
 * (`/card/{cardId}`, which shows it on its board). Empty, loading and error states in words.
 */
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { ruRU } from '@mui/x-data-grid/locales';
import { SORTABLE_FIELDS, columnKey, type QueryColumn, type QuerySort } from '../../../shared/queries/query.schemas';
import type { QueryResult, QueryRow } from '../../../shared/queries/query.types';
import { useQueriesTranslation } from './queriesTexts';

interface Props {
  columns: QueryColumn[];
  result: QueryResult | undefined;
  loading: boolean;
  sort: QuerySort | undefined;
  onSort: (sort: QuerySort | undefined) => void;
  page: { page: number; pageSize: number };
  onPage: (page: { page: number; pageSize: number }) => void;
}

/** A date-time cell in the user's language. */
const dateText = (iso: string | null, language: string) =>
  iso ? new Date(iso).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' }) : '';

export function ResultGrid({ columns, result, loading, sort, onSort, page, onPage }: Props) {
  const { t, i18n } = useQueriesTranslation();
  const stickerLabel = (col: Extract<QueryColumn, { sticker: unknown }>) =>
    col.sticker.name ?? t(`stickers:types.${col.sticker.type}`);
  const gridColumns: GridColDef<QueryRow>[] = columns.map((col) => {
    const key = columnKey(col);
    if ('sticker' in col)
      return {
        field: key,
        headerName: stickerLabel(col),
        minWidth: 140,
        flex: 1,
        valueGetter: (_v, row) => row.values[key] ?? '',
      };
    const sortable = (SORTABLE_FIELDS as readonly string[]).includes(col.field);
    const base = { field: key, headerName: t(`columns.${col.field}`), sortable, minWidth: 110, flex: 1 };
    switch (col.field) {
      case 'counter':
        return { ...base, minWidth: 70, flex: 0.4, type: 'number' as const };
      case 'name':
        return {
          ...base,
          minWidth: 200,
          flex: 2,
          renderCell: ({ row }) => (
            <Link component={RouterLink} to={`/card/${row.id}`} aria-label={t('openCard', { counter: row.counter })}>
              {row.name}
            </Link>
          ),
        };
      case 'board':
        return { ...base, valueGetter: (_v, row) => row.boardName };
      case 'column':
        return { ...base, valueGetter: (_v, row) => row.columnName };
      case 'createdAt':
      case 'movedAt':
      case 'doneAt':
      case 'archivedAt': {
        const field = col.field;
        return { ...base, valueGetter: (_v, row) => dateText(row[field], i18n.language) };
      }
      case 'executors':
      case 'responsible': {
        const field = col.field;
        return { ...base, sortable: false, valueGetter: (_v, row) => row[field].join(', ') };
      }
      case 'creator':
        return { ...base, sortable: false };
    }
  });

  const sortModel: GridSortModel = sort
    ? [{ field: 'field' in sort.by ? sort.by.field : columnKey(sort.by), sort: sort.dir }]
    : [];
  const onSortModelChange = (model: GridSortModel) => {
    const first = model[0];
    if (!first?.sort) return onSort(undefined);
    const col = columns.find((c) => columnKey(c) === first.field);
    if (!col) return;
    onSort({
      by: 'field' in col ? { field: col.field as (typeof SORTABLE_FIELDS)[number] } : { sticker: col.sticker },
      dir: first.sort,
    });
  };

  const rows = result?.rows ?? [];
  const rowCount = result ? (result.hasMore ? -1 : result.offset + rows.length) : 0;
  return (
    <DataGrid
      rows={rows}
      columns={gridColumns}
      loading={loading}
      density="compact"
      disableColumnFilter
      disableRowSelectionOnClick
      sortingMode="server"
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
      paginationMode="server"
      rowCount={rowCount}
      paginationMeta={{ hasNextPage: Boolean(result?.hasMore) }}
      paginationModel={page}
      onPaginationModelChange={onPage}
      pageSizeOptions={[25, 50, 100]}
      localeText={{
        ...(i18n.language.startsWith('ru') ? ruRU.components.MuiDataGrid.defaultProps.localeText : {}),
        noRowsLabel: t('noResults'),
      }}
      sx={{ minHeight: 320, bgcolor: 'background.paper' }}
    />
  );
}
