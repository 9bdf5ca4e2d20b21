/**
 * The typing line (issue 16 item 2 "typing line ('Anna is typing…')", client check "typing
 * expiry"): texts for one, two and four writers in English and Russian, a writer forgotten 6 s
 * after their last signal, and a writer's message ending their line at once.
 */
import { setupServer } from 'msw/node';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { CHAT_EVENTS } from '../../../src/shared/chat/chat.types';
import type { TFunction } from 'i18next';
import en from '../../../i18n/en-US/chatRoom.json';
import ru from '../../../i18n/ru-RU/chatRoom.json';
import { typingText } from '../../../src/client/features/chat/room/TypingLine';
import type { WritingUser } from '../../../src/client/features/chat/chatWindowSlice';
import { aMessage, findShown, history, renderRoom, serveRoom } from './roomFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const writers = (...names: string[]): WritingUser[] => names.map((name, i) => ({ userId: i + 10, name, until: 0 }));

async function translator(language: 'en' | 'ru'): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { chatRoom: language === 'en' ? en : ru } },
    defaultNS: 'chatRoom',
  });
  return i18n.t;
}

test('the line names one, two, or the first two and how many others are typing, in English and Russian', async () => {
  const t = await translator('en');
  expect(typingText(t, [])).toBe('');
  expect(typingText(t, writers('Anna'))).toBe('Anna is typing…');
  expect(typingText(t, writers('Anna', 'Boris'))).toBe('Anna and Boris are typing…');
  expect(typingText(t, writers('Anna', 'Boris', 'Clara'))).toBe('Anna, Boris and 1 other are typing…');
  expect(typingText(t, writers('Anna', 'Boris', 'Clara', 'Dan'))).toBe('Anna, Boris and 2 others are typing…');
  const r = await translator('ru');
  expect(typingText(r, writers('Анна'))).toBe('Анна печатает…');
  expect(typingText(r, writers('Анна', 'Борис'))).toBe('Анна и Борис печатают…');
  expect(typingText(r, writers('Анна', 'Борис', 'В', 'Г'))).toBe('Анна, Борис и ещё 2 человека печатают…');
  expect(typingText(r, writers('Анна', 'Борис', ...'ВГДЕЖ'))).toBe('Анна, Борис и ещё 5 человек печатают…');
});

test('live chat:typing shows the writer; they disappear 6 s after their last signal or when their message arrives', async () => {
  serveRoom(server, history(2));
  const { connection } = renderRoom();
  await findShown('Message 2');
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  act(() => connection.fire(CHAT_EVENTS.typing, { roomId: 5, userId: 2, name: 'Boris' }));
  act(() => connection.fire(CHAT_EVENTS.typing, { roomId: 5, userId: 3, name: 'Clara' }));
  act(() => connection.fire(CHAT_EVENTS.typing, { roomId: 6, userId: 4, name: 'Elsewhere' }));
  expect(screen.getByText('Boris and Clara are typing…')).toBeInTheDocument();
  // Clara's message ends her line at once.
  act(() =>
    connection.fire(CHAT_EVENTS.messageCreated, {
      ...aMessage(3, { author: { id: 3, name: 'Clara', email: 'c@x', avatar: null } }),
      actorId: 3,
    }),
  );
  expect(screen.getByText('Boris is typing…')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(4_000));
  act(() => connection.fire(CHAT_EVENTS.typing, { roomId: 5, userId: 2, name: 'Boris' }));
  act(() => jest.advanceTimersByTime(5_000));
  expect(screen.getByText('Boris is typing…')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1_500));
  expect(screen.queryByText(/typing/)).not.toBeInTheDocument();
});
