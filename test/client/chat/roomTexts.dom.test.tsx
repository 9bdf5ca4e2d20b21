/**
 * The room's texts and message rendering (issue 16 "Markdown in messages rendered with marked +
 * DOMPurify as on cards", "links made safe", mentions; both languages required): English and
 * Russian have the same keys, Russian counts take one/few/many, mentions are marked (the reader's
 * own stronger) in text only, and search snippets split at «…» without HTML.
 */
import i18next from 'i18next';
import en from '../../../i18n/en-US/chatRoom.json';
import ru from '../../../i18n/ru-RU/chatRoom.json';
import { messageHtml, snippetParts } from '../../../src/client/features/chat/room/messageText';
import { messageRows, newMessagesCount } from '../../../src/client/features/chat/room/messageRows';
import { aMessage, BORIS, ME } from './roomFixtures';

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');

test('English and Russian have the same room texts; Russian counts take one, few and many forms', async () => {
  expect([...new Set(keysOf(ru).map(base))].sort()).toEqual([...new Set(keysOf(en).map(base))].sort());
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'ru', resources: { ru: { chatRoom: ru } }, defaultNS: 'chatRoom' });
  expect(i18n.t('list.jump', { count: 1 })).toBe('1 новое сообщение ↓');
  expect(i18n.t('list.jump', { count: 3 })).toBe('3 новых сообщения ↓');
  expect(i18n.t('list.jump', { count: 11 })).toBe('11 новых сообщений ↓');
  expect(i18n.t('message.replies', { count: 21 })).toBe('21 ответ');
  expect(i18n.t('message.replies', { count: 5 })).toBe('5 ответов');
});

test('mentions are marked in text, the reader’s own stronger; links open in a new tab; HTML is not injected', () => {
  const html = messageHtml(
    'Hi @Boris and @Ann, see [docs](https://example.com/@Boris) <img src=x onerror=alert(1)> @room',
    [
      { name: 'Boris', mine: false },
      { name: 'Ann', mine: true },
    ],
    { mentioned: true, mine: true },
  );
  const box = document.createElement('div');
  box.innerHTML = html;
  expect(
    [...box.querySelectorAll('.chat-mention')].map((el) => [el.textContent, el.classList.contains('chat-mention-me')]),
  ).toEqual([
    ['@Boris', false],
    ['@Ann', true],
    ['@room', true],
  ]);
  const link = box.querySelector('a')!;
  expect(link.getAttribute('href')).toBe('https://example.com/@Boris');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(box.querySelector('img')).toBeNull();
  expect(box.textContent).toContain('<img src=x onerror=alert(1)>');
});

test('a search snippet splits at «…» markers', () => {
  expect(snippetParts('a «b» c «d»')).toEqual([
    { text: 'a ', match: false },
    { text: 'b', match: true },
    { text: ' c ', match: false },
    { text: 'd', match: true },
  ]);
});

test('rows: a header per author within 5 minutes, a day separator per day, one unread divider after the mark', () => {
  const at = (iso: string) => ({ createdAt: iso });
  const rows = messageRows(
    [
      aMessage(1, at('2026-11-25T10:00:00')),
      aMessage(2, at('2026-11-25T10:04:00')),
      aMessage(3, at('2026-11-25T10:10:00')),
      aMessage(4, { ...at('2026-11-26T09:00:00'), author: ME }),
      aMessage(5, { ...at('2026-11-26T09:01:00'), author: BORIS }),
      aMessage(6, { ...at('2026-11-26T09:02:00'), author: BORIS }),
    ],
    3,
    ME.id,
  );
  expect(rows.map((row) => [row.message.id, row.header, Boolean(row.day), row.unread])).toEqual([
    [1, true, true, false],
    [2, false, false, false],
    [3, true, false, false],
    [4, true, true, false],
    [5, true, false, true],
    [6, false, false, false],
  ]);
});

test('the jump button counts the messages of others that arrived since the reader was at the bottom', () => {
  const rows = messageRows([aMessage(1), aMessage(2, { author: ME }), aMessage(3), aMessage(4)], null, ME.id);
  expect(newMessagesCount(rows, 1, ME.id)).toBe(2);
  expect(newMessagesCount(rows, 4, ME.id)).toBe(0);
});
