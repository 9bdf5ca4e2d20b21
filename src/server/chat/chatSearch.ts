/**
 * GET /chat/company/{companyId}/search?q&roomId&limit → ChatSearchHit[], newest first (issue 16:
 * search of messages the user may read). Readable = not deleted, in a room of the company that is
 * public or that the caller is a member of. Full text on the index of migration
 * 20261204090100_chat_search: SQLite FTS5 MATCH, PostgreSQL to_tsvector('simple') @@ to_tsquery.
 * Every query word must occur; the last one matches as a prefix ("прив" finds "Привет").
 *
 * User input never reaches either query language: only its words (letters and digits, chatSearchSnippet.ts
 * queryWords) are kept and each is quoted, so quotes, `*`, `-`, `NEAR`, `:`, `&`, `!` or parentheses
 * cannot form syntax; a query without words answers []. Errors: 404 company (or roomId) unknown,
 * 403 not a member of the company (or the room is not readable), 400 q shorter than 2 characters.
 */
import { sql, type Kysely } from 'kysely';
import type { ChatRoomType, ChatSearchHit, SearchQuery } from '../../shared/chat/chat.schemas';
import { CHAT_SEARCH_LIMIT } from '../../shared/chat/chat.types';
import { requireCompany } from '../access/access.service';
import type { Database } from '../db/database';
import type { DialectName } from '../db/createDatabase';
import { AppError } from '../http/appError';
import { requireRoom } from './chatAccess';
import type { ChatContext } from './chatMessages.service';
import { messagesOf } from './chatMessages.repository';
import { queryWords, snippetOf } from './chatSearchSnippet';

/** The full-text condition on `m` for `words` (all must occur; the last as a prefix). */
function matchCondition(dialect: DialectName, words: readonly string[]) {
  const last = words.length - 1;
  if (dialect === 'postgres') {
    const query = words.map((word, index) => `'${word}'${index === last ? ':*' : ''}`).join(' & ');
    return sql<boolean>`to_tsvector('simple', m.text) @@ to_tsquery('simple', ${query})`;
  }
  const match = words.map((word, index) => `"${word}"${index === last ? '*' : ''}`).join(' ');
  return sql<boolean>`m.id in (select rowid from chat_messages_fts where chat_messages_fts match ${match})`;
}

/** Messages of company `companyId` the caller may read that match `query.q` (see the file header). */
export async function searchMessages(
  ctx: ChatContext & { dialect: DialectName },
  companyId: number,
  query: SearchQuery,
): Promise<ChatSearchHit[]> {
  await requireCompany(ctx.db, ctx.actor, companyId);
  if (query.roomId !== undefined) {
    const { room } = await requireRoom(ctx.db, ctx.actor, query.roomId);
    if (room.companyId !== companyId) throw new AppError('NOT_FOUND');
  }
  const words = queryWords(query.q);
  if (words.length === 0) return [];
  const db: Kysely<Database> = ctx.db;
  const rows = await db
    .selectFrom('chatMessages as m')
    .innerJoin('chatRooms as r', 'r.id', 'm.roomId')
    .selectAll('m')
    .select(['r.name as roomName', 'r.type as roomType'])
    .where('r.companyId', '=', companyId)
    .where('m.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('r.type', '=', 'public'),
        eb.exists(
          eb
            .selectFrom('chatMembers as cm')
            .select('cm.id')
            .whereRef('cm.roomId', '=', 'r.id')
            .where('cm.userId', '=', ctx.actor.id),
        ),
      ]),
    )
    .$if(query.roomId !== undefined, (q) => q.where('m.roomId', '=', query.roomId as number))
    .where(matchCondition(ctx.dialect, words))
    .orderBy('m.id', 'desc')
    .limit(query.limit ?? CHAT_SEARCH_LIMIT)
    .execute();
  const messages = await messagesOf(ctx.db, rows);
  const names = await dialogNames(ctx, rows);
  return rows.map((row, index) => ({
    message: messages[index],
    roomId: row.roomId,
    roomName: names.get(row.roomId) ?? row.roomName,
    roomType: row.roomType as ChatRoomType,
    snippet: snippetOf(row.text, words),
  }));
}

/** A dialog's name as the caller sees it: the other person's display name. */
async function dialogNames(
  ctx: ChatContext,
  rows: ReadonlyArray<{ roomId: number; roomType: string }>,
): Promise<Map<number, string>> {
  const dialogIds = [...new Set(rows.filter((row) => row.roomType === 'dialog').map((row) => row.roomId))];
  if (dialogIds.length === 0) return new Map();
  const peers = await ctx.db
    .selectFrom('chatMembers as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .select(['cm.roomId', 'u.name', 'u.email'])
    .where('cm.roomId', 'in', dialogIds)
    .where('cm.userId', '<>', ctx.actor.id)
    .execute();
  return new Map(peers.map((peer) => [peer.roomId, peer.name.trim() || peer.email]));
}
