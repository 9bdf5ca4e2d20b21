/**
 * GET /admin/audit.csv (issue 19 item 3): the filtered audit entries as CSV, UTF-8 with a BOM,
 * Windows line ends, a header row in English (column names are field names), every cell through
 * formulaSafeCell (an actor named `=HYPERLINK(…)` stays text in a spreadsheet).
 */
import { stringify } from 'csv-stringify/sync';
import type { AuditEntry } from '../../shared/admin/admin.types';
import { FORMULA_LIKE_QUOTED, formulaSafeCell } from '../../shared/formulaSafeCell';

const HEADER = ['id', 'at', 'actorId', 'actorName', 'action', 'targetKind', 'targetId', 'ip', 'details'];

/** The CSV text of `entries` (newest first, as given). */
export function auditCsv(entries: AuditEntry[]): string {
  const rows = entries.map((e) => [
    e.id,
    e.at,
    e.actorId ?? '',
    e.actorName ?? '',
    e.action,
    e.targetKind ?? '',
    e.targetId ?? '',
    e.ip ?? '',
    JSON.stringify(e.details),
  ]);
  const safe = [HEADER, ...rows].map((row) => row.map(formulaSafeCell));
  return stringify(safe, { bom: true, record_delimiter: 'windows', quoted_match: FORMULA_LIKE_QUOTED });
}
