/**
 * The guest board /board/shared/:token (issue 6 items 2, 4, 5; spec/board.md §6): read-only cards
 * (no done toggle, sticker plus, card menu, drag role, column menu or 'Add column'), creation only
 * with allowCreateTasks and then without executor/responsible selectors or templates, members
 * hidden when showExecutorsAndResponsible is false, polling every GUEST_POLL_MS, and the
 * invalid-link page for a bad or revoked token. Every call carries X-Guest-Token; msw fails any
 * call the guest view must not make (board info, company members, templates).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '../../../src/shared/board/board.types';
import type { GuestSettings, SharedBoard } from '../../../src/shared/board/share';
import { GUEST_POLL_MS } from '../../../src/shared/board/share';
import type { BoardSticker } from '../../../src/shared/stickers/stickerWire';
import { getGuestToken } from '../../../src/client/api/httpTransport';
import { GuestBoardPage } from '../../../src/client/features/share/GuestBoardPage';
import { BASE, aCard, aColumn, ok } from '../board/boardFixtures';
import { def } from '../cardForm/cardFormFixtures';
import { LocationDisplay } from '../renderWithProviders';
import { failure, renderUi } from '../ui/renderUi';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TOKEN = 'tok-9';
const invalid = () =>
  HttpResponse.json(failure('This link is invalid or was revoked', 'GUEST_LINK_INVALID'), { status: 404 });

interface Setup {
  settings?: Partial<GuestSettings>;
  cards?: () => Card[];
  definitions?: BoardSticker[];
}

/** Serves the shared board 1 (one column) to the guest token; records the guest headers and the POSTs. */
function serveGuest({ settings = {}, cards = () => [aCard({ id: 5, name: 'Write docs' })], definitions = [] }: Setup) {
  const shared: SharedBoard = {
    board: { id: 1, name: 'Roadmap', bgColor: null, bgImage: null, displayType: 'kanban' },
    guestSettings: { allowCreateTasks: false, showExecutorsAndResponsible: true, ...settings },
    members: [{ userId: 2, name: 'Grace Hopper', avatar: null }],
  };
  const guestHeaders: (string | null)[] = [];
  const posts: unknown[] = [];
  let columnCalls = 0;
  server.use(
    http.get(`${BASE}/board/shared/${TOKEN}`, () => HttpResponse.json(ok(shared))),
    http.get(`${BASE}/editor/columns/1`, ({ request }) => {
      columnCalls += 1;
      guestHeaders.push(request.headers.get('x-guest-token'));
      const list = cards();
      return HttpResponse.json(ok([aColumn({ id: 1, name: 'To do', cards: list })]));
    }),
    http.get(`${BASE}/board/1/stickers`, () => HttpResponse.json(ok(definitions))),
    http.post(`${BASE}/editor/card/1`, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      posts.push(body);
      return HttpResponse.json(ok(aCard({ id: 77, name: body.name })), { status: 201 });
    }),
  );
  return { guestHeaders, posts, columnCalls: () => columnCalls };
}

function renderGuest() {
  return renderUi(
    <>
      <Routes>
        <Route path="/board/shared/:token" element={<GuestBoardPage />} />
        <Route path="/login" element={<p>sign-in page</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: `/board/shared/${TOKEN}` },
  );
}

const column = () => screen.getByRole('region', { name: 'To do' });

test('the guest sees the cards read-only, with the guest token on every call', async () => {
  const { guestHeaders } = serveGuest({});
  renderGuest();
  expect(await screen.findByRole('heading', { name: 'Roadmap' })).toBeInTheDocument();
  expect(await screen.findByText('Write docs')).toBeInTheDocument();
  expect(screen.getByText('Guest view')).toBeInTheDocument();
  expect(getGuestToken()).toBe(TOKEN);
  expect(guestHeaders[0]).toBe(TOKEN);

  const handle = screen.getByRole('button', { name: /Write docs/ });
  expect(handle).not.toHaveAttribute('aria-roledescription', 'draggable card');
  const tile = handle.closest('[data-card-id]') as HTMLElement;
  expect(within(tile).getByRole('button', { name: 'Mark as done' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Add a sticker' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Card actions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Actions of column To do' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Drag column/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add column' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add card' })).not.toBeInTheDocument();
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
});

test('a card opens read-only: no done toggle, description edit, comment box or page link', async () => {
  const user = userEvent.setup();
  serveGuest({});
  server.use(
    http.get(`${BASE}/editor/card/5`, () => HttpResponse.json(ok(aCard({ id: 5, name: 'Write docs', desc: 'Plan' })))),
    http.get(`${BASE}/editor/card/5/comments`, () => HttpResponse.json(ok([]))),
  );
  renderGuest();
  await user.click(await screen.findByRole('button', { name: /Write docs/ }));
  const modal = await screen.findByRole('dialog');
  expect(await within(modal).findByText('Plan')).toBeInTheDocument();
  expect(within(modal).getByRole('button', { name: 'Mark as done' })).toBeDisabled();
  expect(within(modal).queryByRole('button', { name: 'Edit description' })).not.toBeInTheDocument();
  expect(within(modal).queryByRole('button', { name: 'Add a sticker' })).not.toBeInTheDocument();
  expect(within(modal).queryByRole('link', { name: 'Open as a page' })).not.toBeInTheDocument();
  await user.click(within(modal).getByRole('tab', { name: 'Discussion (0)' }));
  expect(await within(modal).findByText('No comments yet')).toBeInTheDocument();
  expect(within(modal).queryByRole('textbox', { name: 'New comment' })).not.toBeInTheDocument();
});

test('leaving the guest page leaves guest mode', async () => {
  serveGuest({});
  const { unmount } = renderGuest();
  expect(await screen.findByText('Write docs')).toBeInTheDocument();
  unmount();
  expect(getGuestToken()).toBeNull();
});

test('with allowCreateTasks the guest adds a card with a form without member selectors or templates', async () => {
  const user = userEvent.setup();
  const executor = def(20, 'executor', { configs: { automation: { afterCreate: 'requireValue' } } });
  const { posts } = serveGuest({
    settings: { allowCreateTasks: true },
    definitions: [executor, def(21, 'responsible')],
  });
  renderGuest();
  const add = await within(await screen.findByRole('region', { name: 'To do' })).findByRole('button', {
    name: 'Add card',
  });
  expect(screen.queryByRole('button', { name: 'Task Templates' })).not.toBeInTheDocument();
  await user.click(add);
  const form = screen.getByRole('form', { name: 'Add card' });
  expect(within(form).queryByRole('button', { name: /Executors/ })).not.toBeInTheDocument();
  expect(within(form).queryByRole('button', { name: /Responsible/ })).not.toBeInTheDocument();
  await user.type(within(form).getByRole('textbox', { name: 'Task name' }), 'Guest idea{Enter}');
  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]).toMatchObject({ name: 'Guest idea', members: [] });
  expect(await within(column()).findByText('Guest idea')).toBeInTheDocument();
});

test('executors are shown read-only, and hidden when showExecutorsAndResponsible is false', async () => {
  const withMember = () => [aCard({ id: 5, name: 'Write docs', cardsMembers: [{ userId: 2, isResponsible: false }] })];
  serveGuest({ cards: withMember, definitions: [def(20, 'executor')] });
  const first = renderGuest();
  const shown = await screen.findByLabelText('Executors: Grace Hopper');
  expect(shown.tagName).not.toBe('BUTTON');
  first.unmount();

  serveGuest({
    cards: withMember,
    definitions: [def(20, 'executor')],
    settings: { showExecutorsAndResponsible: false },
  });
  renderGuest();
  expect(await screen.findByText('Write docs')).toBeInTheDocument();
  // The definitions are loaded (the tile would show the selector by now) and still no executors.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.queryByLabelText(/Executors/)).not.toBeInTheDocument();
});

test('an invalid token shows the invalid-link page with a way to sign in, never the sign-in redirect', async () => {
  const user = userEvent.setup();
  server.use(http.get(`${BASE}/board/shared/${TOKEN}`, invalid));
  renderGuest();
  expect(await screen.findByRole('heading', { name: 'This link is invalid or was revoked' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(`/board/shared/${TOKEN}`);
  await user.click(screen.getByRole('link', { name: 'Sign in' }));
  expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  expect(getGuestToken()).toBeNull();
});

test(`the board polls every ${GUEST_POLL_MS} ms: a member's change appears, a revoked link shows the invalid-link page`, async () => {
  let name = 'Write docs';
  const { columnCalls } = serveGuest({ cards: () => [aCard({ id: 5, name })] });
  renderGuest();
  expect(await screen.findByText('Write docs')).toBeInTheDocument();
  const calls = columnCalls();
  name = 'Write better docs';
  expect(await screen.findByText('Write better docs', {}, { timeout: GUEST_POLL_MS + 3000 })).toBeInTheDocument();
  expect(columnCalls()).toBeGreaterThan(calls);

  server.use(http.get(`${BASE}/board/shared/${TOKEN}`, invalid), http.get(`${BASE}/editor/columns/1`, invalid));
  expect(
    await screen.findByRole(
      'heading',
      { name: 'This link is invalid or was revoked' },
      { timeout: GUEST_POLL_MS + 3000 },
    ),
  ).toBeInTheDocument();
});
