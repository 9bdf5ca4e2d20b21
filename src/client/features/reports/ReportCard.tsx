/**
 * One report card of the page (issue 19 item 2): title and hint, its chart, CSV and PNG downloads,
 * and an own filter (period, boards, people, saved query) that replaces the page's for this chart only — then
 * the card asks the server with its filter (the same call, cached per filter). Loading and empty
 * states in words.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { CompanyReports, ReportKind } from '../../../shared/reports/report.types';
import { downloadChartPng } from './chartPng';
import { ReportChart, type ChartView } from './ReportChart';
import { downloadCsv } from './reportCsv';
import { ReportFilterFields } from './ReportFilterFields';
import { csvOf, isEmpty } from './reportSeries';
import { filterOfEcho, useCompanyReportsQuery, type ReportsFilter } from './reportsApi';
import { useReportsTranslation } from './reportsTexts';

interface Props {
  kind: ReportKind;
  companyId: number;
  /** The page's answer (its filter); null while it loads. */
  page: CompanyReports | null;
  pageLoading: boolean;
}

/** The card's own choices next to the chart: the flow's board, plan/fact by person or board. */
function ViewControls({
  kind,
  report,
  view,
  onView,
}: {
  kind: ReportKind;
  report: CompanyReports;
  view: ChartView;
  onView(v: ChartView): void;
}) {
  const { t } = useReportsTranslation();
  if (kind === 'cumulativeFlow' && report.cumulativeFlow.length > 1)
    return (
      <TextField
        select
        size="small"
        label={t('cards.cumulativeFlow.board')}
        value={view.boardId ?? report.cumulativeFlow[0].boardId}
        onChange={(event) => onView({ ...view, boardId: Number(event.target.value) })}
        sx={{ minWidth: 180 }}
      >
        {report.cumulativeFlow.map((board) => (
          <MenuItem key={board.boardId} value={board.boardId}>
            {board.boardName}
          </MenuItem>
        ))}
      </TextField>
    );
  if (kind === 'timeTracking')
    return (
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view.byBoard ? 'board' : 'person'}
        onChange={(_event, next: string | null) => next && onView({ ...view, byBoard: next === 'board' })}
      >
        <ToggleButton value="person">{t('cards.timeTracking.byPerson')}</ToggleButton>
        <ToggleButton value="board">{t('cards.timeTracking.byBoard')}</ToggleButton>
      </ToggleButtonGroup>
    );
  return null;
}

/** A report card. */
export function ReportCard({ kind, companyId, page, pageLoading }: Props) {
  const { t } = useReportsTranslation();
  const theme = useTheme();
  const chartRef = useRef<HTMLDivElement>(null);
  const [own, setOwn] = useState<ReportsFilter | null>(null);
  const [draft, setDraft] = useState<ReportsFilter | null>(null);
  const [view, setView] = useState<ChartView>({});
  const [pngFailed, setPngFailed] = useState(false);
  const ownQuery = useCompanyReportsQuery({ companyId, filter: own ?? emptyFilter }, { skip: own === null });
  const report = own ? (ownQuery.data ?? null) : page;
  const loading = own ? ownQuery.isFetching : pageLoading;
  const title = t(`cards.${kind}.title`);
  const empty = report ? isEmpty(kind, report) : true;
  const fileName = `${kind}-${report?.filter.from ?? ''}-${report?.filter.to ?? ''}`;

  const exportCsv = () => {
    if (!report) return;
    const table = csvOf(kind, report, t, view);
    downloadCsv(fileName, table.header, table.rows);
  };
  const exportPng = async () => {
    if (!chartRef.current) return;
    const saved = await downloadChartPng(
      chartRef.current,
      fileName,
      theme.palette.background.paper,
      theme.palette.text.primary,
    ).catch(() => false);
    setPngFailed(!saved);
  };

  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={title}
      data-report={kind}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`cards.${kind}.hint`)}
          </Typography>
        </Box>
        {own && <Chip size="small" label={t('filters.own')} onDelete={() => setOwn(null)} />}
        <Tooltip title={t('filters.cardFilter')}>
          <IconButton
            aria-label={t('filters.cardFilter')}
            onClick={() => setDraft(own ?? (page ? filterOfEcho(page.filter) : emptyFilter))}
          >
            <FilterListIcon />
          </IconButton>
        </Tooltip>
        <Button
          size="small"
          aria-label={t('actions.csvLabel', { title })}
          disabled={!report || empty}
          onClick={exportCsv}
        >
          {t('actions.csv')}
        </Button>
        <Button
          size="small"
          aria-label={t('actions.pngLabel', { title })}
          disabled={!report || empty}
          onClick={() => void exportPng()}
        >
          {t('actions.png')}
        </Button>
      </Stack>
      {report && !empty && <ViewControls kind={kind} report={report} view={view} onView={setView} />}
      {pngFailed && (
        <Typography variant="body2" color="error">
          {t('actions.pngFailed')}
        </Typography>
      )}
      <Box ref={chartRef} sx={{ minHeight: 280, position: 'relative', opacity: loading && report ? 0.5 : 1 }}>
        {!report && loading && (
          <Stack spacing={1} direction="row" sx={{ alignItems: 'center', justifyContent: 'center', height: 280 }}>
            <CircularProgress size={20} />
            <Typography color="text.secondary">{t('states.loading')}</Typography>
          </Stack>
        )}
        {report && empty && (
          <Stack sx={{ alignItems: 'center', justifyContent: 'center', height: 280 }}>
            <Typography color="text.secondary">{t('states.empty')}</Typography>
          </Stack>
        )}
        {report && !empty && <ReportChart kind={kind} report={report} view={view} />}
      </Box>
      <Dialog open={draft !== null} onClose={() => setDraft(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t('filters.cardFilterTitle', { title })}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {draft && page && (
            <ReportFilterFields
              value={draft}
              shown={page.filter}
              options={page.options}
              onChange={setDraft}
              direction="column"
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setOwn(null);
              setDraft(null);
            }}
          >
            {t('filters.usePage')}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setOwn(draft);
              setDraft(null);
            }}
          >
            {t('filters.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

const emptyFilter: ReportsFilter = { from: null, to: null, boardIds: [], userIds: [], queryId: null };
