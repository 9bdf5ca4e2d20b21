/**
 * Chat search and opening a hit (issue 16 "search"): the query is sent once typing pauses, hits
 * show room, author and the snippet with matches marked (never as HTML), a click hands the hit to
 * the caller; the room opened with `focusMessageId` loads the history around it and highlights it.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatSearch } from '../../../src/client/features/chat/room/ChatSearch';
import { renderUi } from '../ui/renderUi';
import { BASE, aMessage, findShown, history, ok, renderRoom, serveRoom } from './roomFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('hits show room, author and the snippet with «matches» marked, as text; a click opens the hit', async () => {
  const queries: string[] = [];
  server.use(
    http.get(`${BASE}/chat/company/7/search`, ({ request }) => {
      queries.push(new URL(request.url).search);
      return HttpResponse.json(
        ok([
          {
            message: aMessage(42, { text: 'the <b>release</b> plan' }),
            roomId: 5,
            roomName: 'general',
            roomType: 'public',
            snippet: 'the <b>«release»</b> plan',
          },
        ]),
      );
    }),
  );
  const onOpenHit = jest.fn();
  renderUi(<ChatSearch companyId={7} onOpenHit={onOpenHit} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'r');
  expect(screen.getByText('Type at least 2 characters')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox'), 'elease');
  const mark = await screen.findByText('release', { selector: 'mark' });
  expect(queries).toEqual(['?q=release']);
  expect(mark.closest('[role="listitem"]')).toHaveTextContent('the <b>release</b> plan');
  expect(document.querySelector('b')).toBeNull();
  expect(screen.getByText('general')).toBeInTheDocument();
  expect(screen.getByText(/Boris ·/)).toBeInTheDocument();
  await user.click(mark);
  expect(onOpenHit).toHaveBeenCalledWith(
    expect.objectContaining({ roomId: 5, message: expect.objectContaining({ id: 42 }) }),
  );
});

test('nothing found says so', async () => {
  server.use(http.get(`${BASE}/chat/company/7/search`, () => HttpResponse.json(ok([]))));
  renderUi(<ChatSearch companyId={7} roomId={5} onOpenHit={jest.fn()} />);
  await userEvent.setup().type(screen.getByRole('searchbox'), 'zebra');
  expect(await screen.findByText('Nothing found')).toBeInTheDocument();
});

test('a room opened at a message loads the history around it and highlights it', async () => {
  const log = serveRoom(server, history(200));
  server.use(
    http.get(`${BASE}/chat/rooms/5/messages`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      log.historyQueries.push(params.toString());
      const around = Number(params.get('around'));
      return HttpResponse.json(
        ok({ messages: log.held.filter((m) => Math.abs(m.id - around) < 25), hasMoreBefore: true, hasMoreAfter: true }),
      );
    }),
  );
  renderRoom(undefined, { focusMessageId: 60 });
  const hit = await findShown('Message 60');
  expect(log.historyQueries[0]).toBe('limit=50&around=60');
  expect(hit.closest('[role="article"]')).toHaveAttribute('data-highlighted', 'true');
  expect(screen.getByText('Message 61').closest('[role="article"]')).not.toHaveAttribute('data-highlighted');
  // Newer messages are not loaded: the jump button goes to the latest ones.
  expect(screen.queryByText('Message 200')).not.toBeInTheDocument();
});
