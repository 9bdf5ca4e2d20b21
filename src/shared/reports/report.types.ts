/**
 * Company report wire types (issue 19 item 2; `/cabinet/company/{companyId}/reports`, spec/shell.md
 * §2, screen "not shown" — ours). One answer, `CompanyReports`, carries every chart's series for
 * the filter it was asked with (report.schemas.ts). Days and weeks are UTC calendar days
 * `YYYY-MM-DD`; a week is named by its Monday. Durations are in hours (1 decimal) or minutes.
 */

/** Longest period one request may cover, in days (the cumulative flow has one point per day). */
export const REPORT_MAX_DAYS = 366;
/** The default period when `from`/`to` are left out: the last 12 weeks up to today. */
export const REPORT_DEFAULT_DAYS = 84;
/** At most this many boards or people in one filter. */
export const REPORT_MAX_FILTER_IDS = 50;

/** The chart cards of the page, in their order. */
export const REPORT_KINDS = [
  'throughput',
  'donePerPerson',
  'leadTime',
  'timeInColumn',
  'cumulativeFlow',
  'timeTracking',
  'stopwatchTimer',
  'deadlines',
  'recurring',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The filter as the server resolved it (defaults filled in). */
export interface ReportFilterEcho {
  from: string;
  to: string;
  boardIds: number[];
  userIds: number[];
  /** The saved query whose cards the reports count (left out when none was asked for). */
  queryId?: number;
}

/** Cards created and cards done in one week (created_at / done_at inside the week and the period). */
export interface ThroughputPoint {
  week: string;
  created: number;
  done: number;
}

/** Cards done in the period where the person is an executor or the responsible (cardMembers). */
export interface DonePerPersonRow {
  userId: number;
  name: string;
  asExecutor: number;
  asResponsible: number;
}

/**
 * Cards done in one week: mean lead time (created → done) and mean cycle time (first move out of
 * the creation column → done; cards done without ever moving count their lead time), in hours.
 */
export interface LeadTimePoint {
  week: string;
  cards: number;
  leadHours: number;
  cycleHours: number;
}

/** Mean time a card stayed in a column before a move out of it inside the period, in hours. */
export interface TimeInColumnRow {
  boardId: number;
  columnId: number;
  columnName: string;
  moves: number;
  meanHours: number;
}

/** Cards per column at the end of each day of the period, for one board (history moves). */
export interface CumulativeFlowBoard {
  boardId: number;
  boardName: string;
  days: string[];
  columns: { columnId: number; name: string; counts: number[] }[];
}

/** Time tracking plan and fact (minutes) of the cards of one person or one board. */
export interface PlanFactRow {
  id: number | null;
  name: string;
  planMinutes: number;
  factMinutes: number;
}

/** Stopwatch laps and timer runs started inside the period, per person (minutes; open ones up to now). */
export interface StopwatchTimerRow {
  userId: number | null;
  name: string;
  stopwatchMinutes: number;
  timerMinutes: number;
}

/**
 * Deadline stickers ending in one week: done by the end, done after it, still open past it
 * (overdue) and still open with the end ahead.
 */
export interface DeadlinePoint {
  week: string;
  onTime: number;
  late: number;
  overdue: number;
  open: number;
}

/** Regular tasks (regularTask sticker): how often they came back and how often they were done. */
export interface RecurringPoint {
  week: string;
  recurred: number;
  done: number;
}

/** A board or a person the filter may choose (every board and member of the company). */
export interface ReportOption {
  id: number;
  name: string;
}

/** GET /reports/company/{companyId}: everything the reports page shows. */
export interface CompanyReports {
  filter: ReportFilterEcho;
  /** Server time of the computation (ISO instant); "overdue" and open laps are measured against it. */
  generatedAt: string;
  /** The filter's choices; `queries`: the caller's own saved queries and the company's shared ones. */
  options: { boards: ReportOption[]; people: ReportOption[]; queries: ReportOption[] };
  throughput: ThroughputPoint[];
  donePerPerson: DonePerPersonRow[];
  leadTime: LeadTimePoint[];
  timeInColumn: TimeInColumnRow[];
  cumulativeFlow: CumulativeFlowBoard[];
  timeTracking: { perPerson: PlanFactRow[]; perBoard: PlanFactRow[] };
  stopwatchTimer: StopwatchTimerRow[];
  deadlines: DeadlinePoint[];
  recurring: RecurringPoint[];
}
