/**
 * From the page's answer (CompanyReports) to what each report card shows and exports (issue 19
 * item 2): the weeks of the period filled in (a week without cards shows as zero, not as a gap),
 * hours from minutes, people without an id named "nobody", and each card's CSV table.
 */
import type { CompanyReports, PlanFactRow, ReportKind } from '../../../shared/reports/report.types';
import type { CsvCell } from './reportCsv';

const DAY_MS = 86_400_000;

/** The Monday (`YYYY-MM-DD`) of each UTC week touching `from` … `to`. */
export function weeksOf(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const monday = start - ((new Date(start).getUTCDay() + 6) % 7) * DAY_MS;
  const weeks: string[] = [];
  for (let t = monday; t <= Date.parse(`${to}T00:00:00.000Z`); t += 7 * DAY_MS)
    weeks.push(new Date(t).toISOString().slice(0, 10));
  return weeks;
}

/** Every week of the period with its row, or `empty(week)` when the server sent none. */
export function fillWeeks<T extends { week: string }>(
  report: CompanyReports,
  rows: readonly T[],
  empty: (week: string) => T,
): T[] {
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  return weeksOf(report.filter.from, report.filter.to).map((week) => byWeek.get(week) ?? empty(week));
}

/** Hours (1 decimal) from minutes. */
export const hours = (minutes: number): number => Math.round(minutes / 6) / 10;

/** A CSV table: header and rows. */
export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

type T = (key: string) => string;

/** The names of plan/fact rows, "nobody" for cards without members. */
export const planFactName = (row: PlanFactRow, t: T) => (row.id === null ? t('nobody') : row.name);

/** The CSV table of one card (headers in the reader's language, values as numbers). */
export function csvOf(kind: ReportKind, report: CompanyReports, t: T, extra: { boardId?: number; byBoard?: boolean }) {
  const c = (key: string) => t(`cards.${kind}.${key}`);
  const week = t('week');
  const boardName = (id: number) => report.options.boards.find((b) => b.id === id)?.name ?? String(id);
  switch (kind) {
    case 'throughput':
      return {
        header: [week, c('created'), c('done')],
        rows: fillWeeks(report, report.throughput, (w) => ({ week: w, created: 0, done: 0 })).map((r) => [
          r.week,
          r.created,
          r.done,
        ]),
      };
    case 'donePerPerson':
      return {
        header: [t('cards.stopwatchTimer.person'), c('asExecutor'), c('asResponsible')],
        rows: report.donePerPerson.map((r) => [r.name, r.asExecutor, r.asResponsible]),
      };
    case 'leadTime':
      return {
        header: [week, c('cards'), c('leadHours'), c('cycleHours')],
        rows: report.leadTime.map((r) => [r.week, r.cards, r.leadHours, r.cycleHours]),
      };
    case 'timeInColumn':
      return {
        header: [c('board'), c('column'), c('moves'), c('meanHours')],
        rows: report.timeInColumn.map((r) => [boardName(r.boardId), r.columnName, r.moves, r.meanHours]),
      };
    case 'cumulativeFlow': {
      const board = report.cumulativeFlow.find((b) => b.boardId === extra.boardId) ?? report.cumulativeFlow[0];
      if (!board) return { header: [c('day')], rows: [] };
      return {
        header: [c('day'), ...board.columns.map((column) => column.name)],
        rows: board.days.map((day, i) => [day, ...board.columns.map((column) => column.counts[i])]),
      };
    }
    case 'timeTracking': {
      const list = extra.byBoard ? report.timeTracking.perBoard : report.timeTracking.perPerson;
      return {
        header: [c('name'), c('plan'), c('fact')],
        rows: list.map((r) => [planFactName(r, t), hours(r.planMinutes), hours(r.factMinutes)]),
      };
    }
    case 'stopwatchTimer':
      return {
        header: [c('person'), c('stopwatch'), c('timer')],
        rows: report.stopwatchTimer.map((r) => [
          r.userId === null ? t('nobody') : r.name,
          hours(r.stopwatchMinutes),
          hours(r.timerMinutes),
        ]),
      };
    case 'deadlines':
      return {
        header: [week, c('onTime'), c('late'), c('overdue'), c('open')],
        rows: report.deadlines.map((r) => [r.week, r.onTime, r.late, r.overdue, r.open]),
      };
    case 'recurring':
      return {
        header: [week, c('recurred'), c('done')],
        rows: report.recurring.map((r) => [r.week, r.recurred, r.done]),
      };
  }
}

/** True when the card has nothing to draw. */
export function isEmpty(kind: ReportKind, report: CompanyReports): boolean {
  switch (kind) {
    case 'timeTracking':
      return report.timeTracking.perPerson.length === 0 && report.timeTracking.perBoard.length === 0;
    case 'throughput':
      return report.throughput.length === 0;
    default:
      return report[kind].length === 0;
  }
}
