/**
 * The sticker scheduler (issue 4 item 5; spec/board.md §4 Timer, Deadline, §9 Regular task):
 * polls every `config.stickerSchedulerIntervalMs` (default 1 s) for card stickers whose `due_at`
 * has passed (index card_stickers_due_idx) and acts on each. `due_at` lives in the database
 * (./stickerSchedule.ts sets it on every write), so schedules survive restarts: a new server picks
 * up what an old one left.
 *
 * Several instances may poll the same database: each row is claimed with
 * `UPDATE card_stickers SET due_at = <next> WHERE id = ? AND due_at = <old>` and acted on only when
 * exactly that one row changed, inside the transaction that does the work (so a failure releases
 * the claim). Per type:
 * - deadline: the reminder (endDate − notification s) → `notifications:deadline:reminder` to the
 *   card's members, creator and the sticker's last editor (./stickerNotices.ts). Next: none.
 * - timer reaching zero: the open history period is closed at the zero instant, history
 *   `timerFinished`, `board:cardSticker:updated` to `board:<id>` and `notifications:timer:finished`
 *   to the same people. Next: none.
 * - regularTask: the card reappears (./regularTaskRecurrence.ts). Next: the following slot.
 * Events of the scheduler carry `actorId: 0` (the system). Deleted definitions clear `due_at`.
 * Broadcasts go out after the commit; an error on one row is logged and the others go on.
 */
import type { FastifyInstance } from 'fastify';
import { elapsedMs, type StoredDeadline, type StoredTimer } from '../../shared/stickers';
import { pollingSchedulerPlugin } from '../plugins/pollingScheduler';
import type { Db } from '../editor/cards.repository';
import { boardEvents } from '../editor/editor.events';
import { recordHistory } from '../editor/history';
import { inTransaction } from '../editor/transactions';
import { announceRecurrence, recurCard } from './regularTaskRecurrence';
import { nextRegularTaskMs } from './stickerSchedule';
import { cardStickerOf } from './cardStickers.repository';
import { notifyStickerPeople } from './stickerNotices';

/** Rows acted on per poll at most; the rest wait for the next poll. */
const BATCH = 100;

/** A due card sticker with what acting on it needs. */
export type DueSticker = Awaited<ReturnType<typeof selectDue>>[number];

function selectDue(db: Db, nowIso: string) {
  return db
    .selectFrom('cardStickers as cs')
    .innerJoin('boardStickers as bs', 'bs.id', 'cs.boardStickerId')
    .innerJoin('cards as c', 'c.id', 'cs.cardId')
    .innerJoin('boards as b', 'b.id', 'c.boardId')
    .select([
      'cs.id',
      'cs.cardId',
      'cs.boardStickerId',
      'cs.value',
      'cs.dueAt',
      'cs.updatedBy',
      'cs.updatedAt',
      'bs.type',
      'bs.name',
      'bs.isActive',
      'bs.configs',
      'bs.deletedAt',
      'c.boardId',
      'c.companyId',
      'c.counter',
      'c.name as cardName',
      'c.createdBy as cardCreatedBy',
      'b.projectId',
    ])
    .where('cs.dueAt', 'is not', null)
    .where('cs.dueAt', '<=', nowIso)
    .orderBy('cs.dueAt')
    .orderBy('cs.id')
    .limit(BATCH)
    .execute();
}

/** What to do with a due row: the `due_at` it gets and the action, if any. */
type Plan = { next: string | null; action: 'none' | 'remind' | 'finishTimer' | 'recur'; at?: number };

const iso = (ms: number): string => new Date(ms).toISOString();

function parseValue(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Decides from the row alone (the claim makes sure nobody changed it meanwhile). */
export function planFor(row: Pick<DueSticker, 'type' | 'value' | 'dueAt' | 'deletedAt'>, nowMs: number): Plan {
  const value = parseValue(row.value);
  if (row.deletedAt !== null || value === null) return { next: null, action: 'none' };
  if (row.type === 'deadline') {
    const deadline = value as StoredDeadline;
    const end = Date.parse(deadline.endDate);
    if (deadline.notification == null || !(end > nowMs)) return { next: null, action: 'none' };
    const remindAt = end - deadline.notification * 1000;
    return remindAt > nowMs ? { next: iso(remindAt), action: 'none' } : { next: null, action: 'remind', at: end };
  }
  if (row.type === 'timer') {
    const timer = value as StoredTimer;
    const history = timer.history ?? [];
    const last = history[history.length - 1];
    if (!last || last.end) return { next: null, action: 'none' };
    const before = elapsedMs(history.slice(0, -1), nowMs);
    const zeroMs = Date.parse(last.start.time) + Math.max(0, (timer.initialValue ?? 0) - before);
    return zeroMs > nowMs ? { next: iso(zeroMs), action: 'none' } : { next: null, action: 'finishTimer', at: zeroMs };
  }
  if (row.type === 'regularTask') {
    const every = value as { every: number; unit: 'day' | 'week' | 'month' };
    const from = Date.parse(row.dueAt ?? '') || nowMs;
    return { next: iso(nextRegularTaskMs(every, from, nowMs)), action: 'recur' };
  }
  return { next: null, action: 'none' };
}

/** Claims the row for this instance; true when this transaction won it. */
async function claim(trx: Db, row: DueSticker, next: string | null): Promise<boolean> {
  const result = await trx
    .updateTable('cardStickers')
    .set({ dueAt: next })
    .where('id', '=', row.id)
    .where('dueAt', '=', row.dueAt as string)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes the open period of a timer at its zero instant; returns the stored value. */
async function finishTimer(trx: Db, row: DueSticker, zeroMs: number, nowIso: string): Promise<StoredTimer> {
  const timer = parseValue(row.value) as StoredTimer;
  const history = [...(timer.history ?? [])];
  history[history.length - 1] = { ...history[history.length - 1], end: { time: iso(zeroMs) } };
  const value: StoredTimer = { ...timer, history };
  await trx
    .updateTable('cardStickers')
    .set({ value: JSON.stringify(value), updatedAt: nowIso })
    .where('id', '=', row.id)
    .execute();
  await recordHistory(
    trx,
    row.cardId,
    null,
    [{ action: 'timerFinished', field: 'sticker', to: { cardStickerId: row.id, at: iso(zeroMs) } }],
    nowIso,
  );
  return value;
}

/** Acts on one due row in its own transaction; broadcasts after the commit. */
async function actOn(app: FastifyInstance, row: DueSticker): Promise<void> {
  const nowMs = Date.now();
  const nowIso = iso(nowMs);
  const plan = planFor(row, nowMs);
  const done = await inTransaction(app.db, async (trx) => {
    if (plan.action === 'recur') {
      // Locks the card's column first (like every card move), then claims.
      return recurCard(trx, app.dialect, row.cardId, nowIso, () => claim(trx, row, plan.next));
    }
    if (!(await claim(trx, row, plan.next))) return null;
    if (plan.action === 'finishTimer') return { timer: await finishTimer(trx, row, plan.at as number, nowIso) };
    return { claimed: true };
  });
  if (!done) return;

  const events = boardEvents(app.realtime, 0, undefined);
  if (plan.action === 'recur' && 'before' in done) {
    await announceRecurrence(app.db, events, done.before);
  } else if (plan.action === 'remind') {
    await notifyStickerPeople(app, row, 'deadlineReminder', iso(plan.at as number), deadlineNotification(row));
  } else if (plan.action === 'finishTimer' && 'timer' in done) {
    const card = await app.db
      .selectFrom('cards')
      .select('historyCount')
      .where('id', '=', row.cardId)
      .executeTakeFirst();
    const sticker = await cardStickerOf(app.db, row.cardId, row.id);
    if (sticker)
      events.cardStickerUpdated({ ...sticker, boardId: row.boardId, historyCount: Number(card?.historyCount ?? 0) });
    await notifyStickerPeople(app, row, 'timerFinished', iso(plan.at as number));
  }
}

const deadlineNotification = (row: DueSticker): number | undefined =>
  (parseValue(row.value) as StoredDeadline | null)?.notification ?? undefined;

/** One poll: every due row (up to BATCH), one after the other. */
export async function runDueStickers(app: FastifyInstance): Promise<void> {
  const rows = await selectDue(app.db, new Date().toISOString());
  for (const row of rows) {
    try {
      await actOn(app, row);
    } catch (error) {
      app.log.error({ err: error, cardStickerId: row.id }, 'sticker scheduler: acting on a due sticker failed');
    }
  }
}

/** Polls from `onReady`, one poll at a time; stops before the app closes (../plugins/pollingScheduler.ts). */
export const stickerSchedulerPlugin = pollingSchedulerPlugin(
  'sticker-scheduler',
  runDueStickers,
  (app) => app.config.stickerSchedulerIntervalMs,
);
