/**
 * Reading chat messages (spec/shell.md §3 Chat room; src/shared/chat/chat.types.ts ChatMessage):
 * stored rows turned into wire messages with their authors, reactions (grouped by emoji in the
 * order people reacted), reply counts and the quoted root of a reply — four batched queries for
 * any number of messages, never one per message.
 */
import type { Kysely } from 'kysely';
import { CHAT_MESSAGE_KINDS, type ChatCallMessageInfo, type ChatMessageKind } from '../../shared/chat/call.types';
import type { ChatMessage, ChatPerson, ChatReactionGroup } from '../../shared/chat/chat.types';
import type { Database } from '../db/database';
import type { ChatMessageRow } from './chatAccess';

type Db = Kysely<Database>;

/** Longest quoted text of a reply's root (characters). */
const QUOTE_MAX = 200;

/** A user as chat shows people: name = the user's name, else the e-mail. */
export const chatPersonOf = (user: { id: number; name: string; email: string; avatar: string | null }): ChatPerson => ({
  id: user.id,
  name: user.name.trim() || user.email,
  email: user.email,
  avatar: user.avatar,
});

/** People by id (missing ids are absent). */
export async function peopleByIds(db: Db, ids: Iterable<number | null>): Promise<Map<number, ChatPerson>> {
  const unique = [...new Set([...ids].filter((value): value is number => value !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'avatar'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, chatPersonOf(row)]));
}

/** Mentioned user ids of a stored row (JSON text; garbage reads as none). */
export function mentionsOf(row: Pick<ChatMessageRow, 'mentions'>): number[] {
  try {
    const parsed: unknown = JSON.parse(row.mentions);
    return Array.isArray(parsed) ? parsed.filter((value): value is number => Number.isInteger(value)) : [];
  } catch {
    return [];
  }
}

/** The kind of a stored row (an unknown value reads as 'text'). */
const kindOf = (row: Pick<ChatMessageRow, 'kind'>): ChatMessageKind =>
  (CHAT_MESSAGE_KINDS as readonly string[]).includes(row.kind) ? (row.kind as ChatMessageKind) : 'text';

/** The call info of a call message row (`{}` with callId 0 when garbage; undefined for text). */
function callInfoOf(row: Pick<ChatMessageRow, 'call'>): ChatCallMessageInfo | undefined {
  if (row.call === null) return undefined;
  try {
    return JSON.parse(row.call) as ChatCallMessageInfo;
  } catch {
    return { callId: 0 };
  }
}

/** Reactions of messages, grouped per message and emoji (first reaction first). */
async function reactionsOf(db: Db, ids: number[]): Promise<Map<number, ChatReactionGroup[]>> {
  const rows = await db
    .selectFrom('chatReactions')
    .select(['messageId', 'userId', 'emoji'])
    .where('messageId', 'in', ids)
    .orderBy('createdAt')
    .orderBy('userId')
    .execute();
  const byMessage = new Map<number, ChatReactionGroup[]>();
  for (const row of rows) {
    const groups = byMessage.get(row.messageId) ?? [];
    const group = groups.find((candidate) => candidate.emoji === row.emoji);
    if (group) group.userIds.push(row.userId);
    else groups.push({ emoji: row.emoji, userIds: [row.userId] });
    byMessage.set(row.messageId, groups);
  }
  return byMessage;
}

/** Number of replies of each root among `ids`. */
async function replyCountsOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('chatMessages')
    .select(['replyToId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('replyToId', 'in', ids)
    .groupBy('replyToId')
    .execute();
  return new Map(rows.map((row) => [Number(row.replyToId), Number(row.count)]));
}

/**
 * The wire messages of `rows`, in the same order (`clientId` echoed on all when given). `fresh`:
 * the rows were just inserted, so they have no reactions or replies yet (two queries saved on the
 * send path, which every watcher waits for).
 */
export async function messagesOf(
  db: Db,
  rows: readonly ChatMessageRow[],
  clientId?: string,
  fresh = false,
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const rootIds = [...new Set(rows.map((row) => row.replyToId).filter((value): value is number => value !== null))];
  const [reactions, replyCounts, roots] = await Promise.all([
    fresh ? new Map<number, ChatReactionGroup[]>() : reactionsOf(db, ids),
    fresh ? new Map<number, number>() : replyCountsOf(db, ids),
    rootIds.length === 0
      ? Promise.resolve([] as ChatMessageRow[])
      : db.selectFrom('chatMessages').selectAll().where('id', 'in', rootIds).execute(),
  ]);
  const people = await peopleByIds(db, [...rows.map((row) => row.authorId), ...roots.map((root) => root.authorId)]);
  const rootById = new Map(roots.map((root) => [root.id, root]));
  const personOf = (authorId: number | null) => (authorId === null ? null : (people.get(authorId) ?? null));
  return rows.map((row) => {
    const root = row.replyToId === null ? undefined : rootById.get(row.replyToId);
    const call = callInfoOf(row);
    return {
      id: row.id,
      roomId: row.roomId,
      author: personOf(row.authorId),
      text: row.text,
      createdAt: row.createdAt,
      editedAt: row.editedAt,
      deletedAt: row.deletedAt,
      replyToId: row.replyToId,
      replyTo: root
        ? {
            id: root.id,
            author: personOf(root.authorId),
            text: root.deletedAt ? '' : root.text.slice(0, QUOTE_MAX),
            deleted: root.deletedAt !== null,
          }
        : null,
      replyCount: replyCounts.get(row.id) ?? 0,
      reactions: row.deletedAt ? [] : (reactions.get(row.id) ?? []),
      mentions: mentionsOf(row),
      mentionsRoom: row.mentionsRoom === 1,
      kind: kindOf(row),
      ...(call === undefined ? {} : { call }),
      ...(clientId === undefined ? {} : { clientId }),
    };
  });
}

/** One wire message by id (null when missing). */
export async function messageById(db: Db, id: number, clientId?: string): Promise<ChatMessage | null> {
  const row = await db.selectFrom('chatMessages').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? ((await messagesOf(db, [row], clientId))[0] ?? null) : null;
}
