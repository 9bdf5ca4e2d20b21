/**
 * Conference call rows ↔ wire (issue 17; tables of migration 20261210090000_chat_calls): the
 * running call of a room, its participants as CallParticipant (name as chat shows people), the
 * ChatCall of a call row, and the compare-and-set writes several instances race on.
 */
import type { Kysely, Selectable } from 'kysely';
import type { CallMedia, CallParticipant, ChatCall } from '../../shared/chat/call.types';
import type { ChatCallParticipantsTable, ChatCallsTable } from '../db/chatTables';
import type { Database } from '../db/database';
import { chatPersonOf } from './chatMessages.repository';

type Db = Kysely<Database>;
export type CallRow = Selectable<ChatCallsTable>;
export type ParticipantRow = Selectable<ChatCallParticipantsTable>;

/** Media a participant sends when the join does not say. */
export const DEFAULT_MEDIA: CallMedia = { audio: true, video: true, screen: false };

/** The running call of room `roomId` (undefined when none runs). */
export const runningCall = (db: Db, roomId: number): Promise<CallRow | undefined> =>
  db.selectFrom('chatCalls').selectAll().where('roomId', '=', roomId).where('endedAt', 'is', null).executeTakeFirst();

/** A call by id. */
export const callById = (db: Db, callId: number): Promise<CallRow | undefined> =>
  db.selectFrom('chatCalls').selectAll().where('id', '=', callId).executeTakeFirst();

/**
 * Starts a call in room `roomId` unless one runs (the partial unique index decides a race):
 * answers the new row, or undefined when another call already runs.
 */
export const insertCall = (db: Db, roomId: number, startedBy: number, now: string): Promise<CallRow | undefined> =>
  db
    .insertInto('chatCalls')
    .values({ roomId, startedBy, startedAt: now, endedAt: null, emptySince: null })
    .onConflict((oc) => oc.column('roomId').where('endedAt', 'is', null).doNothing())
    .returningAll()
    .executeTakeFirst();

/** The participant row of `userId` in call `callId`. */
export const participantOf = (db: Db, callId: number, userId: number): Promise<ParticipantRow | undefined> =>
  db
    .selectFrom('chatCallParticipants')
    .selectAll()
    .where('callId', '=', callId)
    .where('userId', '=', userId)
    .executeTakeFirst();

/** How many people are in call `callId`, not counting `exceptUserId`. */
export async function participantCount(db: Db, callId: number, exceptUserId = 0): Promise<number> {
  const row = await db
    .selectFrom('chatCallParticipants')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('callId', '=', callId)
    .where('userId', '!=', exceptUserId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Parsed media of a row (garbage reads as the default). */
export function mediaOf(row: Pick<ParticipantRow, 'media'>): CallMedia {
  try {
    const media = JSON.parse(row.media) as Partial<CallMedia>;
    return { audio: media.audio === true, video: media.video === true, screen: media.screen === true };
  } catch {
    return { ...DEFAULT_MEDIA };
  }
}

/** The participants of call `callId` in joining order. */
export async function participantsOf(db: Db, callId: number): Promise<CallParticipant[]> {
  const rows = await db
    .selectFrom('chatCallParticipants')
    .innerJoin('users', 'users.id', 'chatCallParticipants.userId')
    .select([
      'chatCallParticipants.userId',
      'chatCallParticipants.socketId',
      'chatCallParticipants.media',
      'chatCallParticipants.joinedAt',
      'chatCallParticipants.id',
      'users.name',
      'users.email',
      'users.avatar',
    ])
    .where('chatCallParticipants.callId', '=', callId)
    .orderBy('chatCallParticipants.joinedAt')
    .orderBy('chatCallParticipants.id')
    .execute();
  return rows.map((row) => {
    const person = chatPersonOf({ id: row.userId, name: row.name, email: row.email, avatar: row.avatar });
    return {
      userId: row.userId,
      name: person.name,
      avatar: person.avatar,
      socketId: row.socketId,
      media: mediaOf(row),
      joinedAt: row.joinedAt,
    };
  });
}

/** The wire ChatCall of a call row (`companyId`: its room's company). */
export async function callJson(db: Db, call: CallRow, companyId: number): Promise<ChatCall> {
  return {
    id: call.id,
    roomId: call.roomId,
    companyId,
    startedBy: call.startedBy,
    startedAt: call.startedAt,
    participants: await participantsOf(db, call.id),
  };
}

/**
 * Removes the participant row `row` unless it changed since it was read (another socket took it
 * over, or a heartbeat refreshed it when `sameHeartbeat`): true when this call deleted it.
 */
export async function deleteParticipant(db: Db, row: ParticipantRow, sameHeartbeat = false): Promise<boolean> {
  let query = db.deleteFrom('chatCallParticipants').where('id', '=', row.id).where('socketId', '=', row.socketId);
  if (sameHeartbeat) query = query.where('heartbeatAt', '=', row.heartbeatAt);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
