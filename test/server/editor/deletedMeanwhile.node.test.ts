/**
 * Writes racing the deletion of what they write to (DESIGN §3 Envelope "Never 500"): a card's
 * members, comments, sub-cards, stickers and fields changed while the card, its column or a board
 * sticker is deleted at the same moment answer as before the deletion (2xx) or as after it (4xx),
 * never 5xx (foreign key violations become 404, deadlocks of cascading deletes are retried).
 */
import { forEachDialect, type TestServer } from '../harness';
import { api, ok, team, type Team } from './editorFixture';

const ROUNDS = 4;

async function setUp(server: TestServer, t: Team) {
  const columnId = (await ok(server, t.owner, 'POST', `/editor/columns/${t.boardId}`, { name: 'Doomed' })).id;
  const card = await ok(server, t.owner, 'POST', `/editor/card/${columnId}`, { name: 'Doomed card' });
  await ok(server, t.owner, 'POST', `/editor/card/${card.id}/member/${t.member.id}/false`);
  const comment = await ok(server, t.owner, 'POST', `/editor/card/${card.id}/comments`, { text: 'First' });
  const sticker = await ok(server, t.owner, 'POST', `/board/${t.boardId}/stickers`, { type: 'textField', name: 'N' });
  return { columnId, cardId: card.id as number, commentId: comment.id as number, stickerId: sticker.id as number };
}

forEachDialect('writes racing a deletion', (ref) => {
  test.each(['card', 'column'])('writes fired together with deleting the %s answer 2xx or 4xx', async (what) => {
    const t = await team(ref.server, 1);
    for (let round = 0; round < ROUNDS; round += 1) {
      const p = await setUp(ref.server, t);
      const card = `/editor/card/${p.cardId}`;
      const calls: [string, string, unknown?][] = [
        what === 'card' ? ['DELETE', `${card}?force=1`] : ['DELETE', `/editor/column/${p.columnId}?force=1`],
        ['POST', `${card}/member/${t.member.id}/true`],
        ['DELETE', `${card}/member/${t.member.id}/false`],
        ['POST', `${card}/comments`, { text: 'Late' }],
        ['PUT', `${card}/comments/${p.commentId}`, { text: 'Edited' }],
        ['POST', `/editor/card/${p.columnId}/${p.cardId}`, { name: 'Late sub-card' }],
        ['POST', `/editor/card/${p.columnId}`, { name: 'Late card' }],
        ['PUT', card, { name: 'Renamed', done: true }],
        ['POST', `${card}/sticker/create`, { boardStickerId: p.stickerId, value: { value: 'x' } }],
        ['PUT', `/editor/column/${p.columnId}`, { name: 'Renamed column' }],
        ['PUT', `/board/${t.boardId}/stickers/${p.stickerId}`, { name: 'M' }],
        ['DELETE', `/board/${t.boardId}/stickers/${p.stickerId}`],
      ];
      const answers = await Promise.all(
        calls.map(([method, url, body]) => api(ref.server, t.owner, method, url, body)),
      );
      const serverErrors = answers.flatMap((answer, i) =>
        answer.status >= 500 ? [`${calls[i][0]} ${calls[i][1]} → ${answer.status}`] : [],
      );
      expect(serverErrors).toEqual([]);
      expect(answers[0].status).toBe(200);
    }
  });
});
