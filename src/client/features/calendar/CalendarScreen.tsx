/**
 * The calendar screen (spec/shell.md §2 /cabinet/calendar and the project's calendar route): the
 * calendar views, the chosen day's list filtered by type, pending invitations, the event dialog,
 * and the header's .ics import and feed buttons (IcsControls). The view's window is loaded
 * (GET /api/calendar/events), filtered by visibility and expanded locally (spec §5). Loading and
 * failures are shown in words; a failed move in a toast.
 */
import { useMemo, useState } from 'react';
import { startOfDay } from 'date-fns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useSnackbar } from '../../app/toasts';
import { useCalendarTranslation } from './calendarTexts';
import { useGetEventsQuery } from './calendarApi';
import { cultureOf, viewWindow, type CalendarViewName } from './calendarLocalizer';
import { CalendarView } from './CalendarView';
import { DayList } from './DayList';
import { EventDialog } from './EventDialog';
import { errorText } from './errorText';
import { newDraft, type EventDraft } from './eventDraft';
import { expandEvents, visibleEvents, type ShownEvent } from './expandEvents';
import { IcsControls } from './IcsControls';
import { InvitationsPanel } from './InvitationsPanel';
import { useCalendarWrites } from './useCalendarWrites';

interface Props {
  userId: number;
  /** The project calendar: only this project's events; new events get it. */
  projectId?: number;
  /** The first date shown (tests); today by default. */
  initialDate?: Date;
}

type Editing = { event: ShownEvent | null; draft: EventDraft } | null;

export function CalendarScreen({ userId, projectId, initialDate }: Props) {
  const { t, i18n } = useCalendarTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const culture = cultureOf(i18n.language);
  const [view, setView] = useState<CalendarViewName>('month');
  const [date, setDate] = useState(() => initialDate ?? new Date());
  const [day, setDay] = useState(() => startOfDay(initialDate ?? new Date()));
  const [editing, setEditing] = useState<Editing>(null);

  const range = useMemo(() => viewWindow(view, date, culture), [view, date, culture]);
  const arg = { from: range.from.toISOString(), to: range.to.toISOString(), projectId };
  const { data, error, isLoading, isFetching, refetch } = useGetEventsQuery(arg);
  const held = useMemo(() => visibleEvents(data ?? [], userId), [data, userId]);
  const shown = useMemo(() => expandEvents(held, range), [held, range]);
  const writes = useCalendarWrites(held);

  const openNew = (start: Date, end: Date, allDay: boolean) =>
    setEditing({ event: null, draft: newDraft(start, end, allDay) });
  const openEvent = (event: ShownEvent) => setEditing({ event, draft: newDraft(new Date(), new Date(), false) });
  const move = async (event: ShownEvent, start: Date, end: Date, allDay: boolean) => {
    try {
      await writes.update(event, { startDate: start.toISOString(), endDate: end.toISOString(), isAllDay: allDay });
    } catch (failure) {
      enqueueSnackbar(t('dialog.moveFailed', { message: errorText(failure, t) }), { variant: 'error' });
    }
  };
  const newButton = () => {
    const start = new Date(day);
    start.setHours(9, 0, 0, 0);
    openNew(start, new Date(start.getTime() + 3_600_000), false);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: { xs: 1, md: 2 }, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t(projectId === undefined ? 'title' : 'projectTitle')}
        </Typography>
        <IcsControls />
        <Button variant="contained" startIcon={<AddIcon />} onClick={newButton}>
          {t('newEvent')}
        </Button>
      </Box>
      {isFetching && <LinearProgress aria-label={t('loading')} />}
      {isLoading && <Typography color="text.secondary">{t('loading')}</Typography>}
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError', { message: errorText(error, t) })}
        </Alert>
      )}
      {!isLoading && !error && shown.length === 0 && <Alert severity="info">{t('emptyRange')}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', lg: 'row' }, flex: 1, minHeight: 0 }}>
        {/* A fixed height: react-big-calendar's month rows share it (an auto height grew the first row with the day list). */}
        <Box sx={{ flex: 1, minWidth: 0, height: { xs: 640, lg: 'calc(100vh - 190px)' }, minHeight: 560 }}>
          <CalendarView
            events={shown}
            culture={culture}
            view={view}
            date={date}
            canMove={(event) => event.creator.userId === userId}
            onView={setView}
            onNavigate={(next) => {
              setDate(next);
              setDay(startOfDay(next));
            }}
            onSelectSlot={({ start, end, allDay }) => {
              setDay(startOfDay(start));
              openNew(start, end, allDay);
            }}
            onOpen={openEvent}
            onMove={(event, start, end, allDay) => void move(event, start, end, allDay)}
          />
        </Box>
        <Box
          sx={{
            width: { lg: 340 },
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            maxHeight: { lg: 'calc(100vh - 190px)' },
            overflowY: { lg: 'auto' },
          }}
        >
          <DayList day={day} events={shown} culture={culture} onOpen={openEvent} />
          <InvitationsPanel culture={culture} />
        </Box>
      </Box>
      {editing && (
        <EventDialog
          key={editing.event?.key ?? 'new'}
          event={editing.event}
          initial={editing.draft}
          myId={userId}
          projectId={projectId}
          writes={writes}
          onClose={() => setEditing(null)}
        />
      )}
      {writes.scopeDialog}
    </Box>
  );
}
