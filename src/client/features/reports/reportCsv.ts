/**
 * CSV export of one report card (issue 19 item 2), built in the browser from the series the page
 * already holds: a header row and one row per point, each cell made formula-safe
 * (src/server/boardExport/formulaSafeCell.ts — a name like `=HYPERLINK(…)` stays text).
 */
import { formulaSafeCell } from '../../../shared/formulaSafeCell';

export type CsvCell = string | number | null;

/** One CSV field: formula-safe, quoted when it holds a quote, comma, line break or a leading `'`. */
function field(value: CsvCell): string {
  const safe = formulaSafeCell(value);
  const text = safe === null ? '' : String(safe);
  return /[",\r\n]/.test(text) || text.startsWith("'") ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of a table (CRLF line ends, as RFC 4180 says). */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Saves `blob` as a file named `name` (a temporary link). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads a table as `<name>.csv` (UTF-8 with a BOM, so spreadsheets read Cyrillic right). */
export function downloadCsv(name: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  saveBlob(new Blob(['\uFEFF', csvText(header, rows)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
}
