/**
 * A realistic board for the export tests, built through the normal API: three columns, cards
 * with a tricky name (quotes, comma, line break, unicode), three levels of sub-cards, an archived
 * and a done card, state / deadline / text / number stickers, executors and a responsible person,
 * comments by two people, and a task template.
 */
import type { Json, TestServer } from '../harness';
import { ok, team, type Team } from '../editor/editorFixture';

/** A name that needs CSV quoting and survives JSON. */
export const TRICKY_NAME = 'Say "hello", then\nleave — ёжик 🦔';

export interface SeededBoard extends Team {
  /** Cards by role. */
  alpha: Json;
  tricky: Json;
  archived: Json;
  child: Json;
  grandchild: Json;
  greatGrandchild: Json;
  stickers: { state: Json; deadline: Json; text: Json; number: Json };
}

/** Builds the board (see the file header) on a fresh team. */
export async function seedBoard(server: TestServer): Promise<SeededBoard> {
  const t = await team(server, 3);
  const { owner, member, boardId, columnIds } = t;
  const [first, second] = columnIds;

  const state = await ok(server, owner, 'POST', `/board/${boardId}/stickers`, {
    type: 'state',
    name: 'Status',
    configs: {
      states: [
        { name: 'Doing', color: 'blue' },
        { name: 'Blocked', color: 'red' },
      ],
    },
  });
  const deadline = await ok(server, owner, 'POST', `/board/${boardId}/stickers`, { type: 'deadline' });
  const text = await ok(server, owner, 'POST', `/board/${boardId}/stickers`, { type: 'textField', name: 'Note' });
  const number = await ok(server, owner, 'POST', `/board/${boardId}/stickers`, {
    type: 'numberField',
    name: 'Points',
  });

  const alpha = await ok(server, owner, 'POST', `/editor/card/${first}`, { name: 'Alpha', desc: 'First card' });
  const tricky = await ok(server, member, 'POST', `/editor/card/${first}`, { name: TRICKY_NAME });
  const archived = await ok(server, owner, 'POST', `/editor/card/${first}`, { name: 'Old news' });
  await ok(server, owner, 'PUT', `/editor/card/${archived.id}`, { archived: true });
  await ok(server, owner, 'POST', `/editor/card/${second}`, { name: 'Beta' });
  const doneCard = await ok(server, owner, 'POST', `/editor/card/${second}`, { name: 'Gamma' });
  await ok(server, owner, 'PUT', `/editor/card/${doneCard.id}`, { done: true });

  const child = await ok(server, owner, 'POST', `/editor/card/${first}/${alpha.id}`, { name: 'Child' });
  await ok(server, owner, 'POST', `/editor/card/${first}/${alpha.id}`, { name: 'Second child' });
  const grandchild = await ok(server, owner, 'POST', `/editor/card/${first}/${child.id}`, { name: 'Grandchild' });
  const greatGrandchild = await ok(server, member, 'POST', `/editor/card/${first}/${grandchild.id}`, {
    name: 'Great-grandchild',
  });

  const attach = (cardId: number, boardStickerId: number, value: unknown) =>
    ok(server, owner, 'POST', `/editor/card/${cardId}/sticker/create`, { boardStickerId, value });
  await attach(alpha.id, state.id, { name: 'Doing', color: 'blue' });
  await attach(alpha.id, deadline.id, { startDate: '2026-05-01', endDate: '2026-05-03', showTime: false });
  await attach(tricky.id, text.id, { value: 'a, "quoted"\nnote' });
  await attach(tricky.id, number.id, { value: 12.5 });
  await attach(child.id, state.id, { name: 'Blocked', color: 'red' });

  await ok(server, owner, 'POST', `/editor/card/${alpha.id}/member/${member.id}/false`);
  await ok(server, owner, 'POST', `/editor/card/${alpha.id}/member/${owner.id}/true`);
  await ok(server, owner, 'POST', `/editor/card/${alpha.id}/comments`, { text: 'Looks good' });
  await ok(server, member, 'POST', `/editor/card/${alpha.id}/comments`, { text: 'Agreed, "ship it"' });

  await ok(server, owner, 'POST', `/board/${boardId}/task-templates`, {
    name: 'Bug',
    taskName: 'Fix: ',
    executors: [member.id],
    responsible: [owner.id],
    stickers: [{ stickerId: state.id, value: { name: 'Doing', color: 'blue' } }],
  });

  return {
    ...t,
    alpha,
    tricky,
    archived,
    child,
    grandchild,
    greatGrandchild,
    stickers: { state, deadline, text, number },
  };
}
