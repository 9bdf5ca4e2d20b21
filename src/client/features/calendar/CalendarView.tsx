/**
 * react-big-calendar with its drag-and-drop addon (month, week, day, agenda views), the date-fns
 * localizer in the user's language, a translated toolbar, and the colours of spec/shell.md §9.
 * Selecting a slot asks for a new event; clicking one opens it; dragging or resizing one moves it.
 */
import { useMemo } from 'react';
import { Calendar, type Messages, type SlotInfo } from 'react-big-calendar';
import withDragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import Box from '@mui/material/Box';
import { useCalendarTranslation } from './calendarTexts';
import { CalendarStyles } from './CalendarStyles';
import { calendarFormats, calendarLocalizer, type CalendarViewName } from './calendarLocalizer';
import { eventColor } from './eventColors';
import type { ShownEvent } from './expandEvents';

/** What the calendar component draws of an occurrence. */
export interface CalendarItem {
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  event: ShownEvent;
}

const DnDCalendar = withDragAndDrop<CalendarItem>(Calendar);
/** Week and day views open scrolled to 7:00 (the working day), not midnight. */
const SCROLL_TO = new Date(1970, 0, 1, 7, 0, 0);
const VIEWS: CalendarViewName[] = ['month', 'week', 'day', 'agenda'];

interface Props {
  events: readonly ShownEvent[];
  culture: string;
  view: CalendarViewName;
  date: Date;
  /** May the user move this event (the creator only). */
  canMove: (event: ShownEvent) => boolean;
  onView: (view: CalendarViewName) => void;
  onNavigate: (date: Date) => void;
  onSelectSlot: (slot: { start: Date; end: Date; allDay: boolean }) => void;
  onOpen: (event: ShownEvent) => void;
  onMove: (event: ShownEvent, start: Date, end: Date, allDay: boolean) => void;
}

export function CalendarView(props: Props) {
  const { events, culture, view, date, canMove, onView, onNavigate, onSelectSlot, onOpen, onMove } = props;
  const { t } = useCalendarTranslation();
  const items = useMemo<CalendarItem[]>(
    () =>
      events.map((event) => ({
        title: event.title || t('untitled'),
        start: new Date(event.startDate),
        end: new Date(event.endDate),
        allDay: event.isAllDay,
        event,
      })),
    [events, t],
  );
  const messages = useMemo<Messages>(
    () => ({
      date: t('toolbar.date'),
      time: t('toolbar.time'),
      event: t('toolbar.event'),
      allDay: t('toolbar.allDay'),
      week: t('toolbar.week'),
      day: t('toolbar.day'),
      month: t('toolbar.month'),
      previous: t('toolbar.previous'),
      next: t('toolbar.next'),
      yesterday: t('toolbar.yesterday'),
      tomorrow: t('toolbar.tomorrow'),
      today: t('toolbar.today'),
      agenda: t('toolbar.agenda'),
      noEventsInRange: t('toolbar.noEventsInRange'),
      showMore: (count: number) => t('toolbar.showMore', { count }),
    }),
    [t],
  );
  const move = ({ event, start, end, isAllDay }: EventInteractionArgs<CalendarItem>) =>
    onMove(event.event, new Date(start), new Date(end), isAllDay ?? event.allDay);

  return (
    <Box sx={{ height: '100%', minHeight: 560 }}>
      <CalendarStyles />
      <DnDCalendar
        localizer={calendarLocalizer}
        culture={culture}
        formats={calendarFormats(culture)}
        events={items}
        views={VIEWS}
        view={view}
        date={date}
        onView={(next) => onView(next as CalendarViewName)}
        onNavigate={onNavigate}
        messages={messages}
        selectable
        popup
        resizable
        onSelectSlot={(slot: SlotInfo) =>
          onSelectSlot({ start: slot.start, end: slot.end, allDay: view === 'month' || slot.slots.length === 1 })
        }
        onSelectEvent={(item) => onOpen(item.event)}
        onDoubleClickEvent={(item) => onOpen(item.event)}
        draggableAccessor={(item) => canMove(item.event)}
        resizableAccessor={(item) => canMove(item.event)}
        onEventDrop={move}
        onEventResize={move}
        eventPropGetter={(item) => ({ style: { backgroundColor: eventColor(item.event) } })}
        scrollToTime={SCROLL_TO}
        style={{ height: '100%' }}
      />
    </Box>
  );
}
