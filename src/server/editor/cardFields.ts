/**
 * Changes of a card's own fields — name, description, colour, done (spec/board.md §7 PUT
 * /editor/card; DESIGN §4 history) — which never move the card, so they need no column lock
 * (./transactions.ts): only the card's row decides. Each change writes its history entries and
 * adds their number to `history_count` in the same atomic step.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { updateCardBody } from '../../shared/board/board.schemas';
import type { DialectName } from '../db/createDatabase';
import type { Db } from './cards.repository';
import { readCardForUpdate, type CardRow } from './cardMoves';
import { historyCountPlus, insertHistory, storedChange, type HistoryChange } from './history';
import { AppError } from '../http/appError';

type UpdateBody = z.infer<typeof updateCardBody>;

/** What a change of fields did: the row before it, whether anything changed, whether `done` did. */
export interface FieldsResult {
  before: CardRow;
  changed: boolean;
  doneChanged: boolean;
}

/** Name, description, colour and done changes of a row; returns the SET and the history. */
export function fieldChanges(card: CardRow, body: UpdateBody, now: string) {
  const set: Record<string, unknown> = {};
  const history: HistoryChange[] = [];
  if (body.name !== undefined && body.name !== card.name) {
    set.name = body.name;
    history.push({ action: 'renamed', field: 'name', from: card.name, to: body.name });
  }
  if (body.desc !== undefined && (body.desc ?? null) !== card.description) {
    set.description = body.desc ?? null;
    history.push({ action: 'described', field: 'desc', from: card.description, to: body.desc ?? null });
  }
  if (body.color !== undefined && (body.color ?? null) !== card.color) set.color = body.color ?? null;
  if (body.done !== undefined && body.done !== (card.doneAt !== null)) {
    set.doneAt = body.done ? now : null;
    history.push({ action: body.done ? 'done' : 'undone', field: 'doneAt', from: card.doneAt, to: set.doneAt });
  }
  return { set, history };
}

/**
 * A change of fields inside the caller's transaction, under the card's row lock: one UPDATE that
 * also counts the history entries, one INSERT of them. 404 when the card is gone.
 */
export async function updateFields(
  trx: Db,
  dialect: DialectName,
  cardId: number,
  actorId: number,
  body: UpdateBody,
  now: string,
): Promise<FieldsResult> {
  const row = await readCardForUpdate(trx, dialect, cardId);
  if (!row) throw new AppError('NOT_FOUND');
  const fields = fieldChanges(row, body, now);
  const changed = Object.keys(fields.set).length > 0;
  if (changed) {
    await trx
      .updateTable('cards')
      .set({ ...fields.set, updatedAt: now, historyCount: historyCountPlus(fields.history.length) })
      .where('id', '=', cardId)
      .execute();
    await insertHistory(trx, cardId, actorId, fields.history, now);
  }
  return { before: row, changed, doneChanged: 'doneAt' in fields.set };
}

/**
 * PostgreSQL only (its data-modifying WITH): the change of fields computed from `read` (the row as
 * the access check read it) as one statement — UPDATE guarded by "the fields still hold what was
 * read", the history count and the entries — atomic without an explicit transaction, so one round
 * trip instead of the five of `updateFields` (a write of a busy board is mostly waiting for round
 * trips). Returns null when it cannot decide alone: the row changed or vanished since it was read,
 * or the body changes nothing as read (a concurrent change may have made it a change); the caller
 * then runs `updateFields`, which reads the row under its lock.
 */
export async function updateFieldsAsRead(
  db: Db,
  read: CardRow,
  actorId: number,
  body: UpdateBody,
  now: string,
): Promise<FieldsResult | null> {
  const fields = fieldChanges(read, body, now);
  if (Object.keys(fields.set).length === 0) return null;
  const entries = fields.history.map(storedChange);
  let query = db.with('changed', (qc) =>
    qc
      .updateTable('cards')
      .set({ ...fields.set, updatedAt: now, historyCount: historyCountPlus(entries.length) })
      .where('id', '=', read.id)
      .where(
        sql<boolean>`(name, description, color, done_at) is not distinct from (${read.name}::text, ${read.description}::text, ${read.color}::text, ${read.doneAt}::text)`,
      )
      .returning('id'),
  );
  if (entries.length > 0) {
    const values = entries.map(
      (entry) => sql`(${entry.action}::text, ${entry.field}::text, ${entry.fromValue}::text, ${entry.toValue}::text)`,
    );
    query = query.with('logged', (qc) =>
      qc
        .insertInto('cardHistory')
        .columns(['cardId', 'actorId', 'action', 'field', 'fromValue', 'toValue', 'createdAt'])
        .expression(
          sql`select changed.id, ${actorId}::integer, v.action, v.field, v.from_value, v.to_value, ${now}::text
              from changed cross join (values ${sql.join(values)}) as v(action, field, from_value, to_value)`,
        )
        .returning('id'),
    ) as unknown as typeof query;
  }
  const row = await query
    .selectFrom('changed')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) === 0) return null;
  return { before: read, changed: true, doneChanged: 'doneAt' in fields.set };
}
