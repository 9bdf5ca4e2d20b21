/**
 * Results of the open benchmark (issue 13 item 8): medians over the runs of each board, a table
 * with one column per board headed by its label (`10 × 400`, `seeded 5 × ~28`; ms rounded, MB with
 * one decimal, KB; "—" where nothing was measured), and the JSON file with every run.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OpenRun } from './openMeasure';
import type { ScriptTotals } from './openScripts';

/** Medians of one board's runs (null when no run measured the figure). */
export interface OpenMedians {
  firstCardMs: number | null;
  usableMs: number | null;
  drawnMs: number | null;
  /** Runs in which the connection overlay was visible at some point / runs that could tell. */
  overlayShown: { runs: number; of: number };
  dialogColdMs: number | null;
  dialogWarmMs: number | null;
  renameMs: number | null;
  loadedCards: number | null;
  renameAllLoadedMs: number | null;
  reopenFirstCardMs: number | null;
  reopenUsableMs: number | null;
  usableSettledMs: number | null;
  cpuToUsableMs: number | null;
  heapMb: number | null;
  domElements: number | null;
  cardsDrawn: number | null;
  scriptKb: number | null;
  scriptFiles: number | null;
  scriptEncodings: string[];
}

export interface BoardResult {
  /** Column heading; default `${columns} × ${cardsPerColumn}` (see `boardLabel`). */
  label?: string;
  cardsPerColumn: number;
  columns: number;
  median: OpenMedians;
  runs: OpenRun[];
}

export interface OpenReport {
  startedAt: string;
  baseUrl: string;
  database: string;
  chromium: string;
  node: string;
  cores: number;
  runs: number;
  /** `--drawn` given: the rows of its extra steps are printed (left out otherwise). */
  drawn: boolean;
  signIn: ScriptTotals | null;
  boards: BoardResult[];
}

/** Median of the non-null values (mean of the middle two for an even count); null when none. */
export function median(values: (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Medians of one board's runs. */
export function mediansOf(runs: OpenRun[]): OpenMedians {
  const of = <K extends keyof OpenRun>(key: K) => median(runs.map((run) => run[key] as number | null));
  const told = runs.filter((run) => run.overlayShown !== null);
  const scripts = runs.map((run) => run.scripts).filter((s): s is ScriptTotals => s !== null);
  const scriptKb = median(scripts.map((s) => s.bytes / 1024));
  return {
    firstCardMs: of('firstCardMs'),
    usableMs: of('usableMs'),
    drawnMs: of('drawnMs'),
    overlayShown: { runs: told.filter((run) => run.overlayShown).length, of: told.length },
    dialogColdMs: of('dialogColdMs'),
    dialogWarmMs: of('dialogWarmMs'),
    renameMs: of('renameMs'),
    loadedCards: of('loadedCards'),
    renameAllLoadedMs: of('renameAllLoadedMs'),
    reopenFirstCardMs: of('reopenFirstCardMs'),
    reopenUsableMs: of('reopenUsableMs'),
    usableSettledMs: of('usableSettledMs'),
    cpuToUsableMs: of('cpuToUsableMs'),
    heapMb: of('heapMb'),
    domElements: of('domElements'),
    cardsDrawn: of('cardsDrawn'),
    scriptKb,
    scriptFiles: median(scripts.map((s) => s.files)),
    scriptEncodings: [...new Set(scripts.flatMap((s) => s.encodings))].sort(),
  };
}

const DASH = '—';
const ms = (v: number | null) => (v === null ? DASH : String(Math.round(v)));
const mb = (v: number | null) => (v === null ? DASH : v.toFixed(1));
const count = (v: number | null) => (v === null ? DASH : Math.round(v).toLocaleString('en-US'));
const kb = (v: number | null) => (v === null ? DASH : `${Math.round(v).toLocaleString('en-US')} KB`);
const scriptsCell = (kbValue: number | null, files: number | null, encodings: string[]) =>
  kbValue === null ? DASH : `${kb(kbValue)}, ${count(files)} files, ${encodings.join('/') || DASH}`;

/** A board's column heading: its label, or `columns × cards per column` (e.g. `10 × 1,000`). */
export const boardLabel = (board: Pick<BoardResult, 'label' | 'columns' | 'cardsPerColumn'>): string =>
  board.label ?? `${board.columns} × ${board.cardsPerColumn.toLocaleString('en-US')}`;

/** A printed row: its label and its cell of a board's medians. */
type Row = [string, (m: OpenMedians) => string];

/** The table as printed lines (figure names left, one column per board; `--drawn` rows only with it). */
export function formatReport(report: OpenReport): string[] {
  const drawnRows: Row[] = [
    ['cards loaded (--drawn)', (m) => count(m.loadedCards)],
    ['rename seen, all loaded (ms)', (m) => ms(m.renameAllLoadedMs)],
  ];
  const rows: Row[] = [
    ['time to first card (ms)', (m) => ms(m.firstCardMs)],
    ['time to usable (ms)', (m) => ms(m.usableMs)],
    ['reopen: first card (ms)', (m) => ms(m.reopenFirstCardMs)],
    ['reopen: usable (ms)', (m) => ms(m.reopenUsableMs)],
    ['usable steps, settled page (ms)', (m) => ms(m.usableSettledMs)],
    ['time to all drawn (ms)', (m) => ms(m.drawnMs)],
    [
      'connection overlay shown (runs)',
      (m) => (m.overlayShown.of ? `${m.overlayShown.runs}/${m.overlayShown.of}` : DASH),
    ],
    ['click → dialog, cold (ms)', (m) => ms(m.dialogColdMs)],
    ['click → dialog, warm (ms)', (m) => ms(m.dialogWarmMs)],
    ['rename by B seen in A (ms)', (m) => ms(m.renameMs)],
    ...(report.drawn ? drawnRows : []),
    ['main-thread CPU to usable (ms)', (m) => ms(m.cpuToUsableMs)],
    ['JS heap after GC (MB)', (m) => mb(m.heapMb)],
    ['DOM elements', (m) => count(m.domElements)],
    ['cards drawn', (m) => count(m.cardsDrawn)],
    ['JS of the board page', (m) => scriptsCell(m.scriptKb, m.scriptFiles, m.scriptEncodings)],
  ];
  const headers = report.boards.map(boardLabel);
  const cells = rows.map(([, cell]) => report.boards.map((b) => cell(b.median)));
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i].length)));
  const line = (label: string, values: string[]) =>
    `${label.padEnd(labelWidth)}  ${values.map((v, i) => v.padStart(widths[i])).join('  ')}`;
  const signIn = report.signIn;
  return [
    `Open benchmark: ${report.database}, ${report.baseUrl}, Chromium ${report.chromium}, Node ${report.node}, ` +
      `${report.cores} cores; medians of ${report.runs} run(s) per board (a cold open, then a reopen)`,
    '',
    line('', headers),
    ...rows.map(([label], i) => line(label, cells[i])),
    '',
    `JS of the sign-in page (/login): ${signIn ? scriptsCell(signIn.bytes / 1024, signIn.files, signIn.encodings) : DASH}`,
    '',
    'first card, usable, all drawn: ms since navigation start; usable = no connection overlay and the first',
    "card's menu opened by a pointer pressed on its button as soon as it could be hit; reopen: the same",
    'after a reload in the same context (HTTP cache, persisted board) once the other steps ran; usable',
    'steps, settled page: the same press to the open menu once the page settled (ms from their start:',
    'what the measuring and the menu cost, a floor under usable);',
    "all drawn = last DOM insertion before the page settled; dialog: ms from the click to the card's dialog",
    "(cold = first in the context); rename: ms from B's PUT to the text in A's DOM;",
    ...(report.drawn ? ["all loaded (--drawn): the same after 'Show more' in every column until none is left;"] : []),
    'CPU: main-thread CPU time; JS: bytes transferred (headers included), files, Content-Encoding.',
  ];
}

/** Failed steps, one line each with board and run (empty when every figure was measured). */
export function formatErrors(report: OpenReport): string[] {
  return report.boards.flatMap((board) =>
    board.runs.flatMap((run, i) => run.errors.map((error) => `  ${boardLabel(board)}, run ${i + 1}: ${error}`)),
  );
}

/** Writes the report as JSON to `file` (folders created). */
export function writeReport(file: string, report: OpenReport): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
