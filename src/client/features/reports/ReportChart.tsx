/**
 * The chart of one report card (issue 19 item 2) with @mui/x-charts: bars for counts per week or
 * per person, lines for lead/cycle time, stacked areas for the cumulative flow. Colours come from
 * the theme's palette (readable on both themes); deadlines use the status colours.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import type { CompanyReports, ReportKind } from '../../../shared/reports/report.types';
import { fillWeeks, hours, planFactName } from './reportSeries';
import { useReportsTranslation } from './reportsTexts';

const HEIGHT = 280;

/** Local choices of a card: the cumulative flow's board, time tracking by board or by person. */
export interface ChartView {
  boardId?: number;
  byBoard?: boolean;
}

/** `3 Mar` / `3 мар.` of a `YYYY-MM-DD` day, in the reader's language (UTC). */
function useDayLabel() {
  const { i18n } = useReportsTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'ru' ? 'ru-RU' : 'en-US', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (day: string) => format.format(new Date(`${day}T00:00:00.000Z`));
}

/** The chart of `kind` drawn from `report`. */
export function ReportChart({ kind, report, view }: { kind: ReportKind; report: CompanyReports; view: ChartView }) {
  const { t } = useReportsTranslation();
  const theme = useTheme();
  const dayLabel = useDayLabel();
  const c = (key: string) => t(`cards.${kind}.${key}`);
  const palette = theme.palette;
  const counts = [{ tickMinStep: 1 }];
  const common = { height: HEIGHT, skipAnimation: true, margin: { left: 8, right: 16, top: 16, bottom: 8 } };
  const weekAxis = (weeks: string[]) => [
    { scaleType: 'band' as const, data: weeks, valueFormatter: (week: string) => dayLabel(week) },
  ];
  /** Bars per week, one series per count field of `rows` (stacked when `stack` is given). */
  const weeklyBars = <Row extends { week: string }>(
    rows: Row[],
    series: [key: Extract<keyof Row, string>, color: string][],
    stack?: string,
  ) => (
    <BarChart
      {...common}
      xAxis={weekAxis(rows.map((r) => r.week))}
      yAxis={counts}
      series={series.map(([key, color]) => ({ data: rows.map((r) => Number(r[key])), label: c(key), color, stack }))}
    />
  );
  switch (kind) {
    case 'throughput': {
      const rows = fillWeeks(report, report.throughput, (week) => ({ week, created: 0, done: 0 }));
      return weeklyBars(rows, [
        ['created', palette.info.main],
        ['done', palette.success.main],
      ]);
    }
    case 'donePerPerson':
      return (
        <BarChart
          {...common}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: report.donePerPerson.map((r) => r.name), width: 120 }]}
          xAxis={counts}
          series={[
            { data: report.donePerPerson.map((r) => r.asExecutor), label: c('asExecutor'), stack: 'done' },
            { data: report.donePerPerson.map((r) => r.asResponsible), label: c('asResponsible'), stack: 'done' },
          ]}
        />
      );
    case 'leadTime':
      return (
        <LineChart
          {...common}
          xAxis={[{ scaleType: 'point', data: report.leadTime.map((r) => r.week), valueFormatter: dayLabel }]}
          series={[
            { data: report.leadTime.map((r) => r.leadHours), label: c('leadHours'), color: palette.warning.main },
            { data: report.leadTime.map((r) => r.cycleHours), label: c('cycleHours'), color: palette.info.main },
          ]}
        />
      );
    case 'timeInColumn': {
      const boards = new Map(report.options.boards.map((b) => [b.id, b.name]));
      const several = new Set(report.timeInColumn.map((r) => r.boardId)).size > 1;
      const names = report.timeInColumn.map((r) =>
        several ? `${boards.get(r.boardId) ?? ''} · ${r.columnName}` : r.columnName,
      );
      return (
        <BarChart
          {...common}
          xAxis={[{ scaleType: 'band', data: names }]}
          series={[
            { data: report.timeInColumn.map((r) => r.meanHours), label: c('meanHours'), color: palette.primary.main },
          ]}
        />
      );
    }
    case 'cumulativeFlow': {
      const board = report.cumulativeFlow.find((b) => b.boardId === view.boardId) ?? report.cumulativeFlow[0];
      if (!board) return null;
      return (
        <LineChart
          {...common}
          xAxis={[{ scaleType: 'point', data: board.days, valueFormatter: dayLabel }]}
          series={[...board.columns].reverse().map((column) => ({
            data: column.counts,
            label: column.name,
            area: true,
            stack: 'flow',
            showMark: false,
          }))}
        />
      );
    }
    case 'timeTracking': {
      const list = view.byBoard ? report.timeTracking.perBoard : report.timeTracking.perPerson;
      return (
        <BarChart
          {...common}
          xAxis={[{ scaleType: 'band', data: list.map((r) => planFactName(r, t)) }]}
          series={[
            { data: list.map((r) => hours(r.planMinutes)), label: c('plan'), color: palette.info.main },
            { data: list.map((r) => hours(r.factMinutes)), label: c('fact'), color: palette.secondary.main },
          ]}
        />
      );
    }
    case 'stopwatchTimer': {
      const list = report.stopwatchTimer;
      return (
        <BarChart
          {...common}
          xAxis={[{ scaleType: 'band', data: list.map((r) => (r.userId === null ? t('nobody') : r.name)) }]}
          series={[
            { data: list.map((r) => hours(r.stopwatchMinutes)), label: c('stopwatch'), stack: 'time' },
            { data: list.map((r) => hours(r.timerMinutes)), label: c('timer'), stack: 'time' },
          ]}
        />
      );
    }
    case 'deadlines': {
      const rows = fillWeeks(report, report.deadlines, (week) => ({ week, onTime: 0, late: 0, overdue: 0, open: 0 }));
      return weeklyBars(
        rows,
        [
          ['onTime', palette.success.main],
          ['late', palette.warning.main],
          ['overdue', palette.error.main],
          ['open', palette.info.main],
        ],
        'deadlines',
      );
    }
    case 'recurring': {
      const rows = fillWeeks(report, report.recurring, (week) => ({ week, recurred: 0, done: 0 }));
      return weeklyBars(rows, [
        ['recurred', palette.info.main],
        ['done', palette.success.main],
      ]);
    }
  }
}
