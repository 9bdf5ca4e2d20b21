/**
 * A card link in a wiki page (issue 18 "links to cards by task number shown with the card's live
 * name and done state"): `#12 Write the spec` linking to the card; a done card is struck through
 * with "Done"; an unknown number says so; the card is asked for once however often it is linked.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen } from '@testing-library/react';
import type { ReactNodeViewProps } from '@tiptap/react';
import { makeStore } from '../../../src/client/app/store';
import { CardLinkView } from '../../../src/client/features/wiki/CardLinkView';
import { WikiCompanyContext } from '../../../src/client/features/wiki/wikiCompany';
import { renderUi } from '../ui/renderUi';
import { failure } from '../ui/renderUi';
import { BASE, aCard, fakeConnection, ok } from '../board/boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const nodeOf = (counter: number) => ({ attrs: { counter } }) as unknown as ReactNodeViewProps['node'];

function serveTasks(cards: Record<number, { id: number; name: string; doneAt: string | null }>) {
  const asked: number[] = [];
  server.use(
    http.get(`${BASE}/company/7/tasks/:counter`, ({ params }) => {
      const counter = Number(params.counter);
      asked.push(counter);
      const card = cards[counter];
      return card
        ? HttpResponse.json(ok({ ...aCard({ ...card, counter }), projectId: 3, companyId: 7 }))
        : HttpResponse.json(failure('Task not found', 'NOT_FOUND'), { status: 404 });
    }),
  );
  return asked;
}

function renderLinks(...counters: number[]) {
  localStorage.setItem('auth_token_default', 'tok-1');
  const store = makeStore({ connection: fakeConnection().service });
  return renderUi(
    <WikiCompanyContext.Provider value={7}>
      {counters.map((counter, i) => (
        <CardLinkView key={i} node={nodeOf(counter)} />
      ))}
    </WikiCompanyContext.Provider>,
    { store },
  );
}

test('a link shows the card’s number and name and opens the card; the card is asked for once', async () => {
  const asked = serveTasks({ 12: { id: 5, name: 'Write the spec', doneAt: null } });
  renderLinks(12, 12);
  const links = await screen.findAllByRole('link', { name: /#12\s*Write the spec/ });
  expect(links).toHaveLength(2);
  expect(links[0]).toHaveAttribute('href', '/card/5');
  expect(links[0]).not.toHaveStyle({ textDecoration: 'line-through' });
  expect(asked).toEqual([12]);
});

test('a done card is struck through and says "Done"', async () => {
  serveTasks({ 30: { id: 9, name: 'Ship it', doneAt: '2026-11-26T12:00:00.000Z' } });
  renderLinks(30);
  const link = await screen.findByRole('link', { name: '#30 Ship it (done)' });
  expect(link).toHaveStyle({ textDecoration: 'line-through' });
  expect(screen.getByTitle('Done')).toBeInTheDocument();
});

test('an unknown number reads "no such card"', async () => {
  serveTasks({});
  renderLinks(404);
  expect(await screen.findByText(/#404\s*\(no such card\)/)).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
});
