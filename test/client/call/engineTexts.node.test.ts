/**
 * Every call window text (i18n/<locale>/call.json) exists in both languages, and Russian
 * participant counts take the one / few / many forms.
 */
import i18next from 'i18next';
import en from '../../../i18n/en-US/call.json';
import ru from '../../../i18n/ru-RU/call.json';

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');

test('English and Russian have the same call texts', () => {
  expect([...new Set(keysOf(ru).map(base))].sort()).toEqual([...new Set(keysOf(en).map(base))].sort());
});

test('Russian participant counts take one, few and many forms', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'ru', resources: { ru: { call: ru } }, ns: ['call'], defaultNS: 'call' });
  expect(i18n.t('status.participants', { count: 1 })).toBe('1 участник');
  expect(i18n.t('status.participants', { count: 3 })).toBe('3 участника');
  expect(i18n.t('status.participants', { count: 5 })).toBe('5 участников');
});
