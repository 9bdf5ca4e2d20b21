/**
 * The card discussion (spec/board.md §2 card modal Discussion tab; DESIGN §3 Route map): comments
 * oldest first; any member comments, only the author edits or deletes (403). A new comment writes
 * `commented` history; `message_count` follows creates and deletes. Live: `board:comment:*` plus
 * `board:card:updated` for the new counts.
 */
import { sql } from 'kysely';
import type { Comment } from '../../shared/board/board.types';
import { AppError } from '../http/appError';
import { cardById, type Db } from './cards.repository';
import type { CardRow } from './cardMoves';
import type { EditorContext } from './editor.context';
import { recordHistory } from './history';
import { inTransaction, rethrowVanished } from './transactions';

/** Longest excerpt of a comment kept in its history entry. */
const EXCERPT_LENGTH = 200;

function selectComments(db: Db) {
  return db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.authorId')
    .select([
      'comments.id',
      'comments.cardId',
      'comments.text',
      'comments.createdAt',
      'comments.updatedAt',
      'comments.authorId',
      'comments.authorName as importedAuthorName',
      'users.name as authorName',
      'users.avatar as authorAvatar',
    ]);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

const toComment = (row: CommentRow): Comment => ({
  id: row.id,
  cardId: row.cardId,
  text: row.text,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  // An imported author who is not a company member keeps the name with `userId: null` (issue 7).
  author:
    row.authorId === null && row.importedAuthorName !== null
      ? { userId: null, name: row.importedAuthorName, avatar: null }
      : { userId: row.authorId ?? 0, name: row.authorName ?? '', avatar: row.authorAvatar ?? null },
});

/** A card's comments, oldest first. */
export async function listComments(db: Db, cardId: number): Promise<Comment[]> {
  const rows = await selectComments(db).where('comments.cardId', '=', cardId).orderBy('comments.id').execute();
  return rows.map(toComment);
}

async function commentOf(db: Db, cardId: number, commentId: number): Promise<Comment> {
  const row = await selectComments(db)
    .where('comments.id', '=', commentId)
    .where('comments.cardId', '=', cardId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toComment(row);
}

async function announceCounts(ctx: EditorContext, cardId: number): Promise<void> {
  const card = await cardById(ctx.db, cardId);
  if (card) ctx.events.cardUpdated(card);
}

/** Adds a comment by the actor. */
export async function addComment(ctx: EditorContext, card: CardRow, text: string): Promise<Comment> {
  const id = await inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const inserted = await trx
      .insertInto('comments')
      .values({ cardId: card.id, authorId: ctx.actor.id, text, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('cards')
      .set({ messageCount: sql<number>`message_count + 1` })
      .where('id', '=', card.id)
      .execute();
    await recordHistory(
      trx,
      card.id,
      ctx.actor.id,
      [{ action: 'commented', field: 'comment', to: { commentId: inserted.id, text: text.slice(0, EXCERPT_LENGTH) } }],
      now,
    );
    return inserted.id;
  }).catch(rethrowVanished);
  const comment = await commentOf(ctx.db, card.id, id);
  ctx.events.commentCreated(card.boardId, comment);
  await announceCounts(ctx, card.id);
  return comment;
}

async function requireAuthor(ctx: EditorContext, cardId: number, commentId: number): Promise<Comment> {
  const comment = await commentOf(ctx.db, cardId, commentId);
  if (comment.author.userId !== ctx.actor.id) throw new AppError('FORBIDDEN');
  return comment;
}

/** Changes the text of the actor's own comment (403 for anyone else's). */
export async function editComment(
  ctx: EditorContext,
  card: CardRow,
  commentId: number,
  text: string,
): Promise<Comment> {
  const before = await requireAuthor(ctx, card.id, commentId);
  if (before.text === text) return before;
  // In a transaction so that a deadlock with the card's deletion at the same time is retried.
  await inTransaction(ctx.db, (trx) =>
    trx.updateTable('comments').set({ text, updatedAt: ctx.now() }).where('id', '=', commentId).execute(),
  );
  const comment = await commentOf(ctx.db, card.id, commentId);
  ctx.events.commentUpdated(card.boardId, comment);
  return comment;
}

/** Deletes the actor's own comment (403 for anyone else's). */
export async function deleteComment(ctx: EditorContext, card: CardRow, commentId: number): Promise<void> {
  await requireAuthor(ctx, card.id, commentId);
  await inTransaction(ctx.db, async (trx) => {
    // Identical deletes at once: only the one that removed the row succeeds; the others answer the
    // 404 of a repeat. (message_count drops once).
    const removed = await trx.deleteFrom('comments').where('id', '=', commentId).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
    await trx
      .updateTable('cards')
      .set({ messageCount: sql<number>`message_count - 1` })
      .where('id', '=', card.id)
      .execute();
  });
  ctx.events.commentDeleted(card.boardId, { id: commentId, cardId: card.id });
  await announceCounts(ctx, card.id);
}
