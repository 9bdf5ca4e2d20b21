/**
 * Remaining-time texts of calendar popups (spec/shell.md §9: Russian plural forms for hours and
 * minutes) through i18next plurals with the app's ru and en texts.
 */
import i18next from 'i18next';
import en from '../../../i18n/en-US/notifications.json';
import ru from '../../../i18n/ru-RU/notifications.json';
import { remainingTimeOf, remainingTimeText } from '../../../src/client/features/calendarPopups/remainingTime';

const START = '2026-12-01T10:00:00.000Z';
const before = (ms: number) => Date.parse(START) - ms;
const MIN = 60_000;

async function tOf(lng: 'en' | 'ru') {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { en: { notifications: en }, ru: { notifications: ru } },
    ns: ['notifications'],
  });
  return instance.getFixedT(lng, 'notifications');
}

test('Russian minutes and hours take the right plural form', async () => {
  const t = await tOf('ru');
  const text = (ms: number) => remainingTimeText(t, START, before(ms));
  expect(text(1 * MIN)).toBe('через 1 минуту');
  expect(text(2 * MIN)).toBe('через 2 минуты');
  expect(text(5 * MIN)).toBe('через 5 минут');
  expect(text(15 * MIN)).toBe('через 15 минут');
  expect(text(21 * MIN)).toBe('через 21 минуту');
  expect(text(60 * MIN)).toBe('через 1 час');
  expect(text(3 * 60 * MIN)).toBe('через 3 часа');
  expect(text(11 * 60 * MIN)).toBe('через 11 часов');
  expect(text(21 * 60 * MIN)).toBe('через 21 час');
  expect(text(0)).toBe('сейчас');
});

test('English texts, rounding: minutes up under an hour, whole hours from an hour', async () => {
  const t = await tOf('en');
  expect(remainingTimeText(t, START, before(15 * MIN))).toBe('in 15 minutes');
  expect(remainingTimeText(t, START, before(14.5 * MIN))).toBe('in 15 minutes');
  expect(remainingTimeText(t, START, before(30_000))).toBe('in 1 minute');
  expect(remainingTimeText(t, START, before(119 * MIN))).toBe('in 1 hour');
  expect(remainingTimeText(t, START, before(2 * 60 * MIN))).toBe('in 2 hours');
  expect(remainingTimeOf(START, before(-MIN))).toEqual({ key: 'popups.startsNow' });
  expect(remainingTimeOf('not a date', 0)).toEqual({ key: 'popups.startsNow' });
});
