/**
 * Card changes (spec/board.md §4, §7; DESIGN §3 Route map, §4 Data rules): create and copy (top
 * of the list, a new task number from the company's counter), update (name, description, colour,
 * done, archive and moves in one transaction), delete (449 with the sub-card count unless forced)
 * and executors/responsible. Every visible change writes history; every change is broadcast to the
 * board after the commit, with `board:card:updated` for a parent whose children changed.
 */
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { createCardBody, updateCardBody } from '../../shared/board/board.schemas';
import type { Card } from '../../shared/board/board.types';
import { V } from '../../shared/validation';
import { isGuest, userIdOf, type Viewer } from '../access/access.service';
import { AppError } from '../http/appError';
import { copyCardStickers, insertCardStickers } from '../stickers/cardStickerInserts';
import { cardById, cardsByIds, descendantIds, type Db } from './cards.repository';
import { placeCard, readCard, reorderList, resolveTarget, topSort, type CardRow, type Placed } from './cardMoves';
import { fieldError, requireCompanyMembers, type EditorContext } from './editor.context';
import { fieldChanges, updateFields, updateFieldsAsRead, type FieldsResult } from './cardFields';
import { recordHistory, type HistoryChange } from './history';
import { inTransaction, lockColumns, rethrowVanished } from './transactions';

type CreateBody = z.infer<typeof createCardBody> & { id?: unknown };
type UpdateBody = z.infer<typeof updateCardBody>;

/** Largest sort a request may ask for: room below the 32-bit limit for later shifts and tops. */
const SORT_LIMIT = 2 ** 30;

/** Sends `board:card:updated` for each parent (whose child counts changed). */
async function refreshParents(ctx: EditorContext<Viewer>, parentIds: Iterable<number | null>): Promise<void> {
  const ids = [...new Set(parentIds)].filter((id): id is number => id !== null);
  for (const parent of await cardsByIds(ctx.db, ids)) ctx.events.cardUpdated(parent);
}

/** Allocates the next task number of a company (atomic UPDATE … RETURNING; never reused). */
async function nextCounter(trx: Db, companyId: number): Promise<number> {
  const row = await trx
    .updateTable('companies')
    .set({ taskCounter: sql<number>`task_counter + 1` })
    .where('id', '=', companyId)
    .returning('taskCounter')
    .executeTakeFirstOrThrow();
  return Number(row.taskCounter);
}

/** The source card of a copy when it is in the company (else null: the copy is a plain create). */
async function copySource(db: Db, body: CreateBody, companyId: number): Promise<CardRow | null> {
  if (typeof body.id !== 'number' || !Number.isInteger(body.id)) return null;
  const source = await readCard(db, body.id);
  return source && source.companyId === companyId ? source : null;
}

/** Executors and responsible of a new card: the body's, or for a copy without any the source's. */
async function membersOf(db: Db, body: CreateBody, source: CardRow | null) {
  let given = [...(body.members ?? []), ...(body.cardsMembers ?? [])];
  if (source && body.members === undefined && body.cardsMembers === undefined) {
    // Only those still in the company: someone who left is not carried over to the copy.
    const rows = await db
      .selectFrom('cardMembers')
      .innerJoin('companyMembers', 'companyMembers.userId', 'cardMembers.userId')
      .select(['cardMembers.userId', 'cardMembers.isResponsible'])
      .where('cardMembers.cardId', '=', source.id)
      .where('companyMembers.companyId', '=', source.companyId)
      .orderBy('cardMembers.id')
      .execute();
    given = rows.map((row) => ({ userId: row.userId, isResponsible: Boolean(row.isResponsible) }));
  }
  return given.filter(
    (member, index, all) =>
      all.findIndex((m) => m.userId === member.userId && m.isResponsible === member.isResponsible) === index,
  );
}

/**
 * Creates a card on top of a column's list (or of a parent's sub-cards) with its stickers
 * (`{boardStickerId, value?}`, values as the type's PUT body) and members, all in one transaction
 * (spec/board.md §2 create form, §7). A body with a numeric `id` is a copy of that card (recorded as
 * `copied`): it carries the source's stickers (stored values copied) and, unless the body names
 * members, the source's members. Errors (nothing is created): 404 unknown parent, 400 parent in
 * another column, 400 members who are not company members (field `members` / `cardsMembers`),
 * 400 sticker field errors under `stickers.<i>` (cardStickerInserts.ts). A guest's card (spec/board.md
 * §6) has no creating user: it and its `created` entry are marked as a guest's (`creator.isGuest`).
 */
export async function createCard(
  ctx: EditorContext<Viewer>,
  place: { columnId: number; boardId: number; companyId: number; parentCardId: number | null },
  body: CreateBody,
  t: TFunction,
): Promise<Card> {
  const source = await copySource(ctx.db, body, place.companyId);
  const members = await membersOf(ctx.db, body, source);
  await requireCompanyMembers(
    ctx.db,
    place.companyId,
    members.map((m) => m.userId),
    body.cardsMembers?.length ? 'cardsMembers' : 'members',
  );
  const copiedFrom = typeof body.id === 'number' && Number.isInteger(body.id) ? body.id : null;
  // A copy carries the stored values of its source; the body's stickers (a whole card's) are not PUT bodies.
  const stickers = copiedFrom === null ? (body.stickers ?? []) : [];
  const id = await inTransaction(ctx.db, async (trx) => {
    await lockColumns(trx, ctx.dialect, async () => [place.columnId]);
    if (place.parentCardId !== null) {
      const parent = await readCard(trx, place.parentCardId);
      if (!parent || parent.companyId !== place.companyId) throw new AppError('NOT_FOUND');
      if (parent.columnId !== place.columnId) throw new AppError('VALIDATION_FAILED');
    }
    const now = ctx.now();
    const counter = await nextCounter(trx, place.companyId);
    const sort = await topSort(trx, { columnId: place.columnId, parentCardId: place.parentCardId, archived: false });
    const inserted = await trx
      .insertInto('cards')
      .values({
        boardId: place.boardId,
        columnId: place.columnId,
        parentCardId: place.parentCardId,
        counter,
        companyId: place.companyId,
        name: body.name,
        description: body.desc ?? null,
        color: body.color ?? null,
        sort,
        createdBy: userIdOf(ctx.actor),
        createdByGuest: isGuest(ctx.actor) ? 1 : 0,
        createdAt: now,
        updatedAt: now,
        movedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const card = { id: inserted.id, boardId: place.boardId };
    await insertCardStickers(trx, card, stickers, t, ctx);
    if (source) await copyCardStickers(trx, source.id, card, ctx);
    if (members.length > 0) {
      await trx
        .insertInto('cardMembers')
        .values(
          members.map((m) => ({
            cardId: inserted.id,
            userId: m.userId,
            isResponsible: m.isResponsible ? 1 : 0,
            createdAt: now,
          })),
        )
        .execute();
    }
    const change: HistoryChange =
      copiedFrom === null
        ? { action: 'created', to: { name: body.name } }
        : {
            action: 'copied',
            from: source ? { cardId: source.id, counter: source.counter } : null,
            to: { name: body.name },
          };
    await recordHistory(trx, inserted.id, isGuest(ctx.actor) ? 'guest' : ctx.actor.id, [change], now);
    return inserted.id;
  }).catch(rethrowVanished);
  const card = await cardById(ctx.db, id);
  // Deleted (with its column or parent) right after the commit: as a request after that would be.
  if (!card) throw new AppError('NOT_FOUND');
  ctx.events.cardCreated(card);
  await refreshParents(ctx, [card.parentCardId]);
  return card;
}

/** What a PUT changed, for the answer and the live events. */
interface UpdateResult extends FieldsResult {
  placed: Placed | null;
}

/** The PUT keys that may move a card to another list or sort (PlaceRequest). */
const PLACE_KEYS = ['sort', 'columnId', 'parentCardId', 'archived'] as const;

/** True when the body may move the card: only such a change needs the column locks. */
const asksToMove = (body: UpdateBody): boolean => PLACE_KEYS.some((key) => body[key] !== undefined);

/**
 * Updates a card: only the fields given change; `sort` / `columnId` / `parentCardId` move it
 * (planSortShift), `archived` moves it to or from its column's archive, `done` sets or clears
 * doneAt. A body that may move the card runs in one transaction under the locks of the source and
 * target columns (sorts unique within a list); a change of fields only (name, description, colour,
 * done) locks just the card's row (./cardFields.ts), so renames of different cards of one column
 * do not queue behind each other. `read` is the card row as the access check read it. Broadcasts `board:card:moved` when the card moved, else `board:card:updated` when
 * anything changed.
 */
export async function updateCard(ctx: EditorContext, read: CardRow, body: UpdateBody): Promise<Card> {
  if (body.sort !== undefined && Math.abs(body.sort) > SORT_LIMIT) throw fieldError('sort', V.invalidFormat);
  const cardId = read.id;
  let result: UpdateResult | null = null;
  if (!asksToMove(body) && ctx.dialect === 'postgres') {
    const fields = await updateFieldsAsRead(ctx.db, read, ctx.actor.id, body, ctx.now()).catch(rethrowVanished);
    result = fields && { ...fields, placed: null };
  }
  result ??= await inTransaction(ctx.db, async (trx): Promise<UpdateResult> => {
    if (asksToMove(body)) return updateAndPlace(trx, ctx, cardId, body);
    return { ...(await updateFields(trx, ctx.dialect, cardId, ctx.actor.id, body, ctx.now())), placed: null };
  }).catch(rethrowVanished);
  const card = await cardById(ctx.db, cardId);
  if (!card) throw new AppError('NOT_FOUND');
  await announce(ctx, card, result);
  return card;
}

/** A change that may move the card, under the locks of its source and target columns. */
async function updateAndPlace(trx: Db, ctx: EditorContext, cardId: number, body: UpdateBody): Promise<UpdateResult> {
  let card: CardRow | undefined;
  let target: Awaited<ReturnType<typeof resolveTarget>> | undefined;
  await lockColumns(trx, ctx.dialect, async () => {
    card = await readCard(trx, cardId);
    if (!card) throw new AppError('NOT_FOUND');
    target = await resolveTarget(trx, card, body);
    return [card.columnId, target.list.columnId];
  });
  const row = card as CardRow;
  const now = ctx.now();
  const fields = fieldChanges(row, body, now);
  if (Object.keys(fields.set).length > 0) {
    await trx
      .updateTable('cards')
      .set({ ...fields.set, updatedAt: now })
      .where('id', '=', cardId)
      .execute();
  }
  const placed = await placeCard(trx, row, target as NonNullable<typeof target>, body.sort, now);
  await recordHistory(trx, cardId, ctx.actor.id, [...fields.history, ...(placed?.history ?? [])], now);
  const changed = Object.keys(fields.set).length > 0 || placed !== null;
  return { before: row, placed, changed, doneChanged: 'doneAt' in fields.set };
}

async function announce(ctx: EditorContext, card: Card, result: UpdateResult): Promise<void> {
  const { before, placed } = result;
  if (placed) {
    ctx.events.cardMoved({
      card,
      shifted: placed.shifted,
      fromColumnId: before.columnId,
      fromParentCardId: before.parentCardId,
    });
  } else if (result.changed) {
    ctx.events.cardUpdated(card);
  }
  const parents: (number | null)[] = [];
  // Counts of a parent cover its non-archived children: moves in or out, archive and done change them.
  if (placed && (placed.from.parentCardId !== placed.to.parentCardId || placed.from.archived !== placed.to.archived)) {
    parents.push(placed.from.parentCardId, placed.to.parentCardId);
  } else if (result.doneChanged) {
    parents.push(card.parentCardId);
  }
  await refreshParents(ctx, parents);
}

/**
 * Deletes a card with its sub-cards. Without `force` a card that has sub-cards answers 449
 * NEEDS_CONFIRMATION whose message names their number (spec/board.md §8 Delete).
 */
export async function deleteCard(ctx: EditorContext, card: CardRow, force: boolean): Promise<void> {
  const descendants = (await descendantIds(ctx.db, card.id)).length;
  if (descendants > 0 && !force) {
    throw new AppError('NEEDS_CONFIRMATION', { params: { context: 'subCards', count: descendants } });
  }
  // In a transaction so that a deadlock with a concurrent cascade (its column or board deleted at
  // the same time) is retried. Identical deletes at once: only the one that removed the row
  // succeeds; the others answer the 404 of a repeat.
  const removed = await inTransaction(ctx.db, (trx) =>
    trx.deleteFrom('cards').where('id', '=', card.id).executeTakeFirst(),
  );
  if (Number(removed.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
  ctx.events.cardDeleted(card.boardId, card);
  if (card.archivedAt === null) await refreshParents(ctx, [card.parentCardId]);
}

/**
 * Assigns (`add`) or removes an executor (`isResponsible` false) or responsible person. The user
 * must be a company member (400). Idempotent, also for identical requests at once (the unique
 * index card_members_uq decides; the others answer the card as a repeat would); a real change
 * writes memberAdded / memberRemoved and is broadcast as `board:member:created|deleted` plus
 * `board:card:updated` (the card with its members).
 */
export async function setMember(
  ctx: EditorContext,
  card: CardRow,
  member: { userId: number; isResponsible: boolean },
  add: boolean,
): Promise<Card> {
  if (add) await requireCompanyMembers(ctx.db, card.companyId, [member.userId], 'userId');
  const changed = await inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const isResponsible = member.isResponsible ? 1 : 0;
    // Identical requests at once: the unique (card, user, role) index lets one insert or delete
    // win; the others change no row and answer like a repeat (no history, no event).
    const result = add
      ? await trx
          .insertInto('cardMembers')
          .values({ cardId: card.id, userId: member.userId, isResponsible, createdAt: now })
          .onConflict((oc) => oc.columns(['cardId', 'userId', 'isResponsible']).doNothing())
          .executeTakeFirst()
      : await trx
          .deleteFrom('cardMembers')
          .where('cardId', '=', card.id)
          .where('userId', '=', member.userId)
          .where('isResponsible', '=', isResponsible)
          .executeTakeFirst();
    const rows = 'numDeletedRows' in result ? result.numDeletedRows : result.numInsertedOrUpdatedRows;
    if (Number(rows ?? 0) === 0) return false;
    const user = await trx.selectFrom('users').select('name').where('id', '=', member.userId).executeTakeFirst();
    const value = { userId: member.userId, name: user?.name ?? null, isResponsible: member.isResponsible };
    await recordHistory(
      trx,
      card.id,
      ctx.actor.id,
      [
        add
          ? { action: 'memberAdded', field: 'members', to: value }
          : { action: 'memberRemoved', field: 'members', from: value },
      ],
      now,
    );
    return true;
  }).catch(rethrowVanished);
  const fresh = await cardById(ctx.db, card.id);
  // The card was deleted by a concurrent request: answered as a request after the deletion.
  if (!fresh) throw new AppError('NOT_FOUND');
  if (changed) {
    ctx.events.memberChanged({ cardId: card.id, boardId: card.boardId, ...member }, add);
    ctx.events.cardUpdated(fresh);
  }
  return fresh;
}

/**
 * Reorders cards of one list (POST /editor/sort/cards): see `reorderList`. Broadcasts one
 * `board:card:moved` whose `card` is the first card that changed and `shifted` the others.
 */
export async function reorderCards(
  ctx: EditorContext,
  list: { columnId: number; parentCardId: number | null },
  order: readonly number[],
): Promise<{ id: number; sort: number }[]> {
  const result = await inTransaction(ctx.db, async (trx) => {
    await lockColumns(trx, ctx.dialect, async () => [list.columnId]);
    return reorderList(trx, list, order, ctx.now());
  });
  const [first, ...rest] = result.changed;
  const card = first ? await cardById(ctx.db, first.id) : undefined;
  if (card) {
    ctx.events.cardMoved({ card, shifted: rest, fromColumnId: list.columnId, fromParentCardId: list.parentCardId });
  }
  return result.all;
}
