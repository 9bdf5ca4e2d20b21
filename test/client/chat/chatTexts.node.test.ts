/**
 * Every chat text (chat.json, and the launcher's `chatLaunch` texts of cabinet.json) exists in both
 * languages; the spec's dialog toasts are the Russian texts (spec/shell.md §5, §8); Russian counts
 * take the one / few / many forms.
 */
import i18next from 'i18next';
import en from '../../../i18n/en-US/chat.json';
import ru from '../../../i18n/ru-RU/chat.json';
import enCabinet from '../../../i18n/en-US/cabinet.json';
import ruCabinet from '../../../i18n/ru-RU/cabinet.json';

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');
const sameKeys = (a: object, b: object) =>
  expect([...new Set(keysOf(a).map(base))].sort()).toEqual([...new Set(keysOf(b).map(base))].sort());

test('English and Russian have the same chat texts', () => {
  sameKeys(ru, en);
  sameKeys(ruCabinet.chatLaunch, enCabinet.chatLaunch);
});

test("the dialog toasts are the spec's Russian texts", () => {
  expect(ruCabinet.chatLaunch).toMatchObject({
    noUser: 'Не удалось определить пользователя для отправки сообщения',
    noClient: 'Ошибка доступа к системе сообщений',
    createFailed: 'Не удалось создать диалог',
    openFailed: 'Не удалось открыть диалог с пользователем',
  });
});

test('Russian member counts take one, few and many forms', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'ru', resources: { ru: { chat: ru } }, ns: ['chat'], defaultNS: 'chat' });
  expect(i18n.t('room.memberCount', { count: 1 })).toBe('1 участник');
  expect(i18n.t('room.memberCount', { count: 3 })).toBe('3 участника');
  expect(i18n.t('room.memberCount', { count: 5 })).toBe('5 участников');
});
