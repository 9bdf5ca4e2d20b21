/**
 * A saved query's result as CSV (issue 19 item 1 "export CSV"): UTF-8 with BOM, the header in the
 * request's language (i18n/<locale>/queries.json `columns`; sticker columns by their name or type),
 * one row per matching card in the query's order, every cell through formulaSafeCell (OWASP CSV
 * injection). Read in pages of QUERY_PAGE_MAX cards, at most QUERY_CSV_MAX rows.
 */
import { stringify } from 'csv-stringify/sync';
import enQueries from '../../../i18n/en-US/queries.json';
import ruQueries from '../../../i18n/ru-RU/queries.json';
import enStickers from '../../../i18n/en-US/stickers.json';
import ruStickers from '../../../i18n/ru-RU/stickers.json';
import type { Language } from '../../shared/constants';
import { DEFAULT_COLUMNS, QUERY_PAGE_MAX, columnKey, type QueryDefinition } from '../../shared/queries/query.schemas';
import type { QueryRow } from '../../shared/queries/query.types';
import { FORMULA_LIKE_QUOTED, formulaSafeCell } from '../../shared/formulaSafeCell';
import { rowsOfPage, type RunContext } from './queryRunner';

/** Most rows in one export. */
export const QUERY_CSV_MAX = 100_000;

const LABELS = {
  en: { columns: enQueries.columns as Record<string, string>, types: enStickers.types as Record<string, string> },
  ru: { columns: ruQueries.columns as Record<string, string>, types: ruStickers.types as Record<string, string> },
};

/** The cell of one column of a row. */
function cellOf(row: QueryRow, key: string): string | number {
  switch (key) {
    case 'counter':
      return row.counter;
    case 'name':
      return row.name;
    case 'board':
      return row.boardName;
    case 'column':
      return row.columnName;
    case 'createdAt':
    case 'movedAt':
    case 'doneAt':
    case 'archivedAt':
      return row[key] ?? '';
    case 'creator':
      return row.creator;
    case 'executors':
    case 'responsible':
      return row[key].join(', ');
    default:
      return row.values[key] ?? '';
  }
}

/** The CSV text of every matching card (see the file comment). */
export async function queryCsv(ctx: RunContext, definition: QueryDefinition, language: Language): Promise<string> {
  const labels = LABELS[language];
  const columns = definition.columns?.length ? definition.columns : DEFAULT_COLUMNS;
  const header = columns.map((col) =>
    'field' in col
      ? (labels.columns[col.field] ?? col.field)
      : (col.sticker.name ?? labels.types[col.sticker.type] ?? col.sticker.type),
  );
  const keys = columns.map(columnKey);
  const lines: (string | number)[][] = [header];
  for (let offset = 0; offset < QUERY_CSV_MAX; offset += QUERY_PAGE_MAX) {
    const rows = await rowsOfPage(ctx, { ...definition, columns }, { limit: QUERY_PAGE_MAX, offset });
    for (const row of rows) lines.push(keys.map((key) => cellOf(row, key)));
    if (rows.length < QUERY_PAGE_MAX) break;
  }
  const safe = lines.map((line) => line.map(formulaSafeCell));
  return stringify(safe, { bom: true, record_delimiter: 'windows', quoted_match: FORMULA_LIKE_QUOTED });
}
