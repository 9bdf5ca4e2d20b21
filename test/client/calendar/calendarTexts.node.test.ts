/**
 * Every calendar text (calendar.json, calendarIcs.json) exists in both languages, Russian counts use the three plural forms
 * (i18next `_one/_few/_many`), and the spec's 'Untitled Event' is the English title of an empty event.
 */
import i18next from 'i18next';
import en from '../../../i18n/en-US/calendar.json';
import ru from '../../../i18n/ru-RU/calendar.json';
import enIcs from '../../../i18n/en-US/calendarIcs.json';
import ruIcs from '../../../i18n/ru-RU/calendarIcs.json';

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');

test('English and Russian have the same calendar texts', () => {
  expect([...new Set(keysOf(ru).map(base))].sort()).toEqual([...new Set(keysOf(en).map(base))].sort());
  expect(en.untitled).toBe('Untitled Event');
  expect(en.noUser).toBe('No user ID available');
  // The .ics dialogs' texts (loaded with those dialogs, features/calendar/icsTexts.ts).
  expect([...new Set(keysOf(ruIcs).map(base))].sort()).toEqual([...new Set(keysOf(enIcs).map(base))].sort());
});

test('Russian counts take one, few and many forms', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'ru', resources: { ru: { calendar: ru } }, ns: ['calendar'], defaultNS: 'calendar' });
  expect(i18n.t('invitations.count', { count: 1 })).toBe('1 приглашение ждёт ответа');
  expect(i18n.t('invitations.count', { count: 3 })).toBe('3 приглашения ждут ответа');
  expect(i18n.t('invitations.count', { count: 5 })).toBe('5 приглашений ждут ответа');
  expect(i18n.t('recurrence.unit.weekly', { count: 2 })).toBe('недели');
  expect(i18n.t('recurrence.unit.yearly', { count: 11 })).toBe('лет');
});

test('the .ics import report counts in Russian with one, few and many forms', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'ru',
    resources: { ru: { calendarIcs: ruIcs } },
    ns: ['calendarIcs'],
    defaultNS: 'calendarIcs',
  });
  expect(i18n.t('ics.imported', { count: 21 })).toBe('Импортировано 21 событие');
  expect(i18n.t('ics.imported', { count: 3 })).toBe('Импортировано 3 события');
  expect(i18n.t('ics.imported', { count: 12 })).toBe('Импортировано 12 событий');
  expect(i18n.t('ics.overrides', { count: 2 })).toBe('(2 изменённых повторения)');
  expect(i18n.t('ics.skipped', { count: 5 })).toBe('Пропущено 5 элементов:');
});
