/**
 * The company of the report tests (issue 19 item 2): a team (editor/editorFixture.ts, board with
 * columns A, B, C) whose cards, moves, members and stickers are written straight into the database
 * with fixed timestamps, so every report has values computed by hand (reports.node.test.ts).
 *
 * Period 2026-03-02 … 2026-03-15 (weeks W1 = 03-02, W2 = 03-09):
 * - card1: created 02-25T10 in A; A→B 03-03T10; B→C 03-05T10; done 03-05T10; owner executor,
 *   member responsible; timeTracking plan 2h30 fact 3h; deadline 03-06 (on time).
 * - card2: created 03-03T00 in A; A→B 03-04T00; done 03-10T00; owner executor; stopwatch laps
 *   03-04 09:00–10:30 and 03-01 09:00–10:00 (before the period); deadline 03-09T12 (late);
 *   regularTask, history done 03-03T12, recurred 03-05T00, done 03-10T00.
 * - card3: created 03-10T12 in A; open; member executor; timeTracking plan 1h (no fact); timer run
 *   03-10 13:00–13:20; deadline 03-13 (overdue).
 * - card4: created 03-11T00 in A; done 03-12T00; nobody; timeTracking plan 45 min fact 15 min;
 *   stopwatch lap 03-12 08:00–08:10; deadline 04-20 (outside the period).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/database';
import { ok, team, type Team } from '../editor/editorFixture';
import type { TestServer } from '../harness';

export const PERIOD = { from: '2026-03-02', to: '2026-03-15' };

const at = (text: string) => `2026-${text}:00.000Z`;

interface CardSpec {
  name: string;
  column: number;
  createdAt: string;
  doneAt: string | null;
}

export interface ReportWorld extends Team {
  cards: number[];
  emptyBoardId: number;
}

async function insertCard(db: Kysely<Database>, t: Team, spec: CardSpec, counter: number): Promise<number> {
  const row = await db
    .insertInto('cards')
    .values({
      boardId: t.boardId,
      columnId: t.columnIds[spec.column],
      parentCardId: null,
      counter: 1000 + counter,
      companyId: t.companyId,
      name: spec.name,
      description: null,
      color: null,
      sort: counter * 1000,
      createdBy: t.owner.id,
      creatorName: null,
      createdAt: spec.createdAt,
      updatedAt: spec.createdAt,
      movedAt: spec.createdAt,
      doneAt: spec.doneAt,
      archivedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Builds the team and writes the history described above. */
export async function reportWorld(server: TestServer): Promise<ReportWorld> {
  const t = await team(server, 3);
  const emptyBoard = await ok(server, t.owner, 'POST', `/project/${t.projectId}/boards`, { name: 'Empty' });
  const db = server.app.db;
  const specs: CardSpec[] = [
    { name: 'card1', column: 2, createdAt: at('02-25T10:00'), doneAt: at('03-05T10:00') },
    { name: 'card2', column: 1, createdAt: at('03-03T00:00'), doneAt: at('03-10T00:00') },
    { name: 'card3', column: 0, createdAt: at('03-10T12:00'), doneAt: null },
    { name: 'card4', column: 0, createdAt: at('03-11T00:00'), doneAt: at('03-12T00:00') },
  ];
  const cards: number[] = [];
  for (const [index, spec] of specs.entries()) cards.push(await insertCard(db, t, spec, index + 1));
  const [card1, card2, card3, card4] = cards;
  const [colA, colB, colC] = t.columnIds;
  const place = (columnId: number) => JSON.stringify({ columnId, columnName: null, parentCardId: null });
  const history = (
    cardId: number,
    action: string,
    when: string,
    from: string | null = null,
    to: string | null = null,
  ) => ({
    cardId,
    actorId: t.owner.id,
    action,
    field: action === 'moved' ? 'place' : null,
    fromValue: from,
    toValue: to,
    createdAt: at(when),
  });
  await db
    .insertInto('cardHistory')
    .values([
      history(card1, 'moved', '03-03T10:00', place(colA), place(colB)),
      history(card1, 'moved', '03-05T10:00', place(colB), place(colC)),
      history(card2, 'done', '03-03T12:00'),
      history(card2, 'moved', '03-04T00:00', place(colA), place(colB)),
      history(card2, 'recurred', '03-05T00:00'),
      history(card2, 'done', '03-10T00:00'),
    ])
    .execute();
  const member = (cardId: number, userId: number, isResponsible: 0 | 1) => ({
    cardId,
    userId,
    isResponsible,
    createdAt: at('02-01T00:00'),
  });
  await db
    .insertInto('cardMembers')
    .values([
      member(card1, t.owner.id, 0),
      member(card1, t.member.id, 1),
      member(card2, t.owner.id, 0),
      member(card3, t.member.id, 0),
    ])
    .execute();
  const sticker = async (type: string, sort: number) =>
    (
      await db
        .insertInto('boardStickers')
        .values({
          boardId: t.boardId,
          type,
          name: null,
          icon: null,
          isActive: 1,
          configs: '{}',
          sort,
          deletedAt: null,
          createdAt: at('02-01T00:00'),
          updatedAt: at('02-01T00:00'),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const tracking = await sticker('timeTracking', 1);
  const stopwatch = await sticker('stopwatch', 2);
  const timer = await sticker('timer', 3);
  const deadline = await sticker('deadline', 4);
  const regular = await sticker('regularTask', 5);
  const value = (cardId: number, boardStickerId: number, stored: unknown) => ({
    cardId,
    boardStickerId,
    value: JSON.stringify(stored),
    dueAt: null,
    updatedBy: null,
    createdAt: at('02-01T00:00'),
    updatedAt: at('02-01T00:00'),
  });
  const lap = (start: string, end: string) => ({ start: { time: at(start) }, end: { time: at(end) } });
  const due = (endDate: string) => ({ endDate, startDate: null, showTime: true, notification: null });
  await db
    .insertInto('cardStickers')
    .values([
      value(card1, tracking, { plan: { hours: 2, minutes: 30 }, fact: { hours: 3, minutes: 0 } }),
      value(card3, tracking, { plan: { hours: 1, minutes: 0 }, fact: null }),
      value(card4, tracking, { plan: { hours: 0, minutes: 45 }, fact: { hours: 0, minutes: 15 } }),
      value(card2, stopwatch, [lap('03-04T09:00', '03-04T10:30'), lap('03-01T09:00', '03-01T10:00')]),
      value(card4, stopwatch, [lap('03-12T08:00', '03-12T08:10')]),
      value(card3, timer, { initialValue: 3_600_000, history: [lap('03-10T13:00', '03-10T13:20')] }),
      value(card1, deadline, due('2026-03-06T00:00:00.000Z')),
      value(card2, deadline, due('2026-03-09T12:00:00.000Z')),
      value(card3, deadline, due('2026-03-13T00:00:00.000Z')),
      value(card4, deadline, due('2026-04-20T00:00:00.000Z')),
      value(card2, regular, { every: 1, unit: 'week' }),
    ])
    .execute();
  return { ...t, cards, emptyBoardId: emptyBoard.id };
}
