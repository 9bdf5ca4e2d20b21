/**
 * Demo calendar for the seed script (spec/shell.md §3 Calendar event, §5; issue 15): around today,
 * a weekly team meeting with everyone invited, a daily stand-up on weekdays, a monthly review, a
 * corporate all-day event, a few personal events per user and one pending invitation for each
 * member — through the real routes (`POST /api/calendar/events`), so reminders are scheduled too.
 */
import type { SeedCall } from './seedStickers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Monday 00:00 UTC of this week. */
function weekStart(now: Date): number {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
}

const at = (ms: number, hours: number, minutes = 0) => new Date(ms + hours * HOUR + minutes * 60_000).toISOString();

/** Creates the demo events; `users[0]` is the owner. Resolves with how many events were made. */
export async function seedCalendar(
  call: SeedCall,
  users: { id: number; token: string }[],
  now = new Date(),
): Promise<number> {
  const monday = weekStart(now);
  const [owner, ...members] = users;
  const everyone = members.map((member) => member.id);
  const zone = 'Europe/Berlin';
  const events: { token: string; body: Record<string, unknown> }[] = [
    {
      token: owner.token,
      body: {
        title: 'Team meeting',
        description: 'Plans for the week, blockers, demos.',
        location: 'Room 2 / video call',
        type: 'meeting',
        startDate: at(monday, 9),
        endDate: at(monday, 10),
        timeZone: zone,
        isRecurring: true,
        recurrenceRule: { type: 'weekly' },
        reminders: [900],
        invitedUsers: everyone,
      },
    },
    {
      token: owner.token,
      body: {
        title: 'Stand-up',
        type: 'meeting',
        startDate: at(monday - 14 * DAY, 8, 45),
        endDate: at(monday - 14 * DAY, 9),
        timeZone: zone,
        isRecurring: true,
        recurrenceRule: { type: 'weekly', byWeekday: ['MO', 'TU', 'WE', 'TH', 'FR'] },
        reminders: [0],
        invitedUsers: everyone.slice(0, 2),
        isOptional: true,
      },
    },
    {
      token: members[0]?.token ?? owner.token,
      body: {
        title: 'Monthly review',
        type: 'meeting',
        startDate: at(monday + 3 * DAY, 14),
        endDate: at(monday + 3 * DAY, 15, 30),
        timeZone: zone,
        isRecurring: true,
        recurrenceRule: { type: 'monthly' },
        invitedUsers: [owner.id, ...everyone.slice(1)],
      },
    },
    {
      token: owner.token,
      body: {
        title: 'Company offsite',
        type: 'corporate',
        isAllDay: true,
        startDate: new Date(monday + 11 * DAY).toISOString(),
        endDate: new Date(monday + 13 * DAY).toISOString(),
        timeZone: 'UTC',
        location: 'Lake house',
        invitedUsers: everyone,
      },
    },
  ];
  const personal = ['Dentist', 'Focus time', 'Gym', 'Call the bank', 'Lunch with Sam'];
  users.forEach((user, index) => {
    for (let i = 0; i < 3; i += 1) {
      const day = monday + ((index * 3 + i * 2) % 12) * DAY;
      events.push({
        token: user.token,
        body: {
          title: personal[(index + i) % personal.length],
          type: 'personal',
          startDate: at(day, 11 + i * 2),
          endDate: at(day, 12 + i * 2),
          timeZone: zone,
        },
      });
    }
  });
  for (const event of events) await call(event.token, 'POST', '/api/calendar/events', event.body);
  return events.length;
}
