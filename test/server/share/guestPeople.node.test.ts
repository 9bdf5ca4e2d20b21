/**
 * What a guest learns about people (spec/board.md §6 "Executors and responsible are hidden when
 * showExecutorsAndResponsible is false"; src/server/share/guestView.ts): with the setting off, no
 * answer of a route a guest reaches names or numbers an executor or responsible — not the cards,
 * not their history (memberAdded / memberRemoved entries are left out), not the sticker settings
 * (automation.assignValue), and filters by executor or responsible do not narrow the guest's
 * pages. No guest answer ever carries an e-mail. With the setting on, the guest sees them.
 */
import { forEachDialect, type Json } from '../harness';
import { ok, team } from '../editor/editorFixture';
import { asGuest, shareBoard } from './shareFixture';

/** A card with the member as executor and responsible (one of them removed again), a comment and stickers. */
async function place(server: Parameters<typeof team>[0]) {
  const t = await team(server, 1);
  const columnId = t.columnIds[0];
  const card = await ok(server, t.owner, 'POST', `/editor/card/${columnId}`, { name: 'Shared card' });
  const child = await ok(server, t.owner, 'POST', `/editor/card/${columnId}/${card.id}`, { name: 'Sub-card' });
  for (const id of [card.id, child.id]) {
    await ok(server, t.owner, 'POST', `/editor/card/${id}/member/${t.member.id}/true`);
    await ok(server, t.owner, 'POST', `/editor/card/${id}/member/${t.member.id}/false`);
  }
  await ok(server, t.owner, 'DELETE', `/editor/card/${card.id}/member/${t.member.id}/false`);
  await ok(server, t.owner, 'POST', `/editor/card/${card.id}/comments`, { text: 'Looks good' });
  const executor = await ok(server, t.owner, 'POST', `/board/${t.boardId}/stickers`, {
    type: 'executor',
    configs: { automation: { assignValue: { userId: t.member.id } } },
  });
  await ok(server, t.owner, 'POST', `/editor/card/${card.id}/sticker/create`, { boardStickerId: executor.id });
  const archived = await ok(server, t.owner, 'POST', `/editor/card/${columnId}`, { name: 'Archived card' });
  await ok(server, t.owner, 'POST', `/editor/card/${archived.id}/member/${t.member.id}/false`);
  await ok(server, t.owner, 'PUT', `/editor/card/${archived.id}`, { archived: true });
  return { t, columnId, cardId: card.id as number, childId: child.id as number, archivedId: archived.id as number };
}

/** Every route a guest reaches, with the place's ids (the create answers a new card). */
function guestRoutes(p: Awaited<ReturnType<typeof place>>, token: string) {
  const { t } = p;
  const byExecutor = encodeURIComponent(JSON.stringify({ executor: [t.member.id] }));
  const byResponsible = encodeURIComponent(JSON.stringify({ responsible: [t.member.id] }));
  return [
    ['GET', `/board/shared/${token}`],
    ['GET', `/editor/columns/${t.boardId}`],
    ['GET', `/editor/columns/${t.boardId}?filters=${byExecutor}`],
    ['GET', `/editor/column/${p.columnId}/cards/999999`],
    ['GET', `/editor/column/${p.columnId}/cards/999999?filters=${byResponsible}`],
    ['GET', `/editor/column/${p.columnId}/archive-cards`],
    ['GET', `/editor/column/${p.columnId}/archive-cards?filters=${byExecutor}`],
    ['GET', `/editor/card/${p.cardId}/children`],
    ['GET', `/editor/card/${p.cardId}`],
    ['GET', `/editor/card/${p.childId}`],
    ['GET', `/editor/card/${p.cardId}/comments`],
    ['GET', `/editor/card/${p.cardId}/history`],
    ['GET', `/editor/card/${p.childId}/history`],
    ['GET', `/board/${t.boardId}/stickers`],
    ['POST', `/editor/card/${p.columnId}`, { name: 'From a guest' }],
  ] as [string, string, unknown?][];
}

/** The cards of every card answer among `answers`. */
const cardsOf = (answers: Json[]): Json[] =>
  answers.flatMap((body) => {
    if (Array.isArray(body.cards)) return body.cards;
    if (Array.isArray(body.data) && body.data[0]?.cards) return body.data.flatMap((c: Json) => c.cards);
    return body.data && 'cardsMembers' in body.data ? [body.data] : [];
  });

async function readAll(server: Parameters<typeof team>[0], p: Awaited<ReturnType<typeof place>>, token: string) {
  const answers: Json[] = [];
  for (const [method, url, body] of guestRoutes(p, token)) {
    const answer = await asGuest(server, token, method, url, body);
    expect(`${method} ${url} → ${answer.status}`).toBe(`${method} ${url} → ${method === 'POST' ? 201 : 200}`);
    answers.push(answer.body);
  }
  return answers;
}

const ids = (cards: Json[]) => cards.map((card: Json) => card.id);

forEachDialect('people a guest sees', (ref) => {
  test('with executors and responsible hidden, no guest answer names or numbers them, nor any e-mail', async () => {
    const p = await place(ref.server);
    const { t } = p;
    const token = await shareBoard(ref.server, t.owner, t.boardId, {
      allowCreateTasks: true,
      showExecutorsAndResponsible: false,
    });
    const answers = await readAll(ref.server, p, token);
    const text = JSON.stringify(answers);
    // The member is only ever assigned, never an actor: their name and id appear nowhere.
    expect(text).not.toContain(t.member.name);
    expect(text).not.toContain(`"userId":${t.member.id}`);
    expect(text).not.toContain('@');
    expect(text).not.toContain('memberAdded');
    expect(text).not.toContain('memberRemoved');
    for (const card of cardsOf(answers)) expect(card.cardsMembers).toEqual([]);
    // Filters by a hidden executor or responsible do not narrow what the guest gets.
    const [, columns, byExecutor, page, byResponsible, archive, archiveByExecutor] = answers;
    expect(ids(byExecutor.data[0].cards)).toEqual(ids(columns.data[0].cards));
    expect(ids(byResponsible.cards)).toEqual(ids(page.cards));
    expect(ids(page.cards)).toEqual([p.cardId]);
    expect(ids(archiveByExecutor.cards)).toEqual(ids(archive.cards));
    expect(ids(archive.cards)).toEqual([p.archivedId]);
    // The other entries of the history stay.
    const history = answers[11].data.map((entry: Json) => entry.action);
    expect(history).toEqual(['stickerAttached', 'commented', 'created']);
  });

  test('with executors and responsible shown, the guest sees them in cards, history and settings', async () => {
    const p = await place(ref.server);
    const { t } = p;
    const token = await shareBoard(ref.server, t.owner, t.boardId, { allowCreateTasks: true });
    const answers = await readAll(ref.server, p, token);
    expect(JSON.stringify(answers)).not.toContain('@');
    const history = answers[11].data.map((entry: Json) => entry.action);
    expect(history).toEqual(['stickerAttached', 'commented', 'memberRemoved', 'memberAdded', 'memberAdded', 'created']);
    expect(answers[11].data[3].to).toEqual({ userId: t.member.id, name: t.member.name, isResponsible: false });
    const card = answers[8].data;
    expect(card.cardsMembers).toEqual([{ userId: t.member.id, isResponsible: true }]);
    expect(card.stickers[0].boardSticker.configs.automation.assignValue).toEqual({ userId: t.member.id });
    const stickers = answers[13].data;
    expect(stickers[0].configs.automation.assignValue).toEqual({ userId: t.member.id });
    // Filters by executor or responsible apply: no top-level card keeps the member as executor.
    expect(ids(answers[2].data[0].cards)).toEqual([]);
    expect(ids(answers[4].cards)).toEqual([p.cardId]);
    expect(ids(answers[6].cards)).toEqual([p.archivedId]);
  });
});
