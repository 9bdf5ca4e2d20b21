/**
 * The list beside the calendar (spec/shell.md §2 "Calendar screen: shows events for a day, filtered
 * by type"): the chosen day's occurrences in start order, with chips to keep one type only.
 */
import { useMemo, useState } from 'react';
import { areIntervalsOverlapping, endOfDay, format, startOfDay } from 'date-fns';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCalendarTranslation } from './calendarTexts';
import { CALENDAR_EVENT_TYPES, type CalendarEventType } from '../../../shared/calendar/calendar.schemas';
import { eventColor } from './eventColors';
import type { ShownEvent } from './expandEvents';
import { localeOf } from './calendarLocalizer';

interface Props {
  day: Date;
  events: readonly ShownEvent[];
  culture: string;
  onOpen: (event: ShownEvent) => void;
}

/** The occurrences of `events` on `day` of `type` ('all': every type), by start. */
export function eventsOfDay(events: readonly ShownEvent[], day: Date, type: CalendarEventType | 'all'): ShownEvent[] {
  const dayRange = { start: startOfDay(day), end: endOfDay(day) };
  return events
    .filter((event) => type === 'all' || event.type === type)
    .filter((event) => {
      const start = new Date(event.startDate);
      const end = new Date(event.endDate);
      return areIntervalsOverlapping(dayRange, { start, end: end > start ? end : start }, { inclusive: end <= start });
    })
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
}

export function DayList({ day, events, culture, onOpen }: Props) {
  const { t } = useCalendarTranslation();
  const [type, setType] = useState<CalendarEventType | 'all'>('all');
  const locale = localeOf(culture);
  const shown = useMemo(() => eventsOfDay(events, day, type), [events, day, type]);
  const title = t('dayList.title', { date: format(day, 'PPP', { locale }) });
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Box role="group" aria-label={t('dayList.filter')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
        {(['all', ...CALENDAR_EVENT_TYPES] as const).map((option) => (
          <Chip
            key={option}
            size="small"
            label={t(`types.${option}`)}
            color={type === option ? 'primary' : 'default'}
            variant={type === option ? 'filled' : 'outlined'}
            aria-pressed={type === option}
            onClick={() => setType(option)}
          />
        ))}
      </Box>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dayList.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('dayList.count', { count: shown.length })}>
          {shown.map((event) => (
            <ListItemButton
              key={event.key}
              onClick={() => onOpen(event)}
              sx={{ borderLeft: 4, borderColor: eventColor(event), mb: 0.5 }}
            >
              <ListItemText
                primary={event.title || t('untitled')}
                secondary={[
                  event.isAllDay
                    ? t('dayList.allDay')
                    : `${format(new Date(event.startDate), 'p', { locale })} – ${format(new Date(event.endDate), 'p', { locale })}`,
                  t(`types.${event.type}`),
                  event.location,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
