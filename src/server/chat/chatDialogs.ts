/**
 * One-to-one dialogs (spec/shell.md §5 opening a dialog, §7 POST /chat/get-room-by-user-id/{userId}):
 * one room per pair of users and company, found or created. The room's `dialog_key`
 * '<companyId>:<lowerId>:<higherId>' is unique, so two calls at once (in either order of the pair)
 * cannot make two rooms: the one that loses the insert reads the winner's room.
 */
import type { ChatRoom } from '../../shared/chat/chat.types';
import { roleIn } from '../access/access.service';
import { isUniqueViolation } from '../db/errors';
import { fieldError } from '../editor/editor.context';
import { AppError } from '../http/appError';
import {
  insertMembers,
  memberIdsOf,
  notCompanyMembers,
  roomByDialogKey,
  sharedCompanyOf,
} from './chatRooms.repository';
import { CHAT_ROOM_ERRORS, viewRoom, type ChatContext } from './chatRooms.service';

/** The unique key of the dialog of two users in a company. */
export const dialogKeyOf = (companyId: number, a: number, b: number): string =>
  `${companyId}:${Math.min(a, b)}:${Math.max(a, b)}`;

/**
 * The company of the dialog: `companyId` when the caller reaches it (a system admin does) and the
 * other user is its member, else the lowest-id company both are members of. 403 when none.
 */
async function dialogCompany(ctx: ChatContext, userId: number, companyId?: number): Promise<number> {
  if (companyId === undefined) {
    const shared = await sharedCompanyOf(ctx.db, ctx.actor.id, userId);
    if (shared === undefined) throw new AppError('FORBIDDEN');
    return shared;
  }
  const [role, outside] = await Promise.all([
    roleIn(ctx.db, ctx.actor, companyId),
    notCompanyMembers(ctx.db, companyId, [userId]),
  ]);
  if (!role || outside.length > 0) throw new AppError('FORBIDDEN');
  return companyId;
}

/** Inserts the dialog room with its two members; resolves with its id. Throws a unique violation when it exists. */
async function insertDialog(ctx: ChatContext, companyId: number, userId: number, dialogKey: string): Promise<number> {
  const now = new Date().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const room = await trx
      .insertInto('chatRooms')
      .values({
        companyId,
        type: 'dialog',
        name: '',
        topic: '',
        dialogKey,
        createdBy: ctx.actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('chatMembers')
      .values([ctx.actor.id, userId].map((id) => ({ roomId: room.id, userId: id, role: 'member', joinedAt: now })))
      .execute();
    return room.id;
  });
}

/**
 * POST /chat/get-room-by-user-id/{userId}: the dialog of the caller and `userId` in `companyId`
 * (default: the lowest-id company both share), created when missing — then announced with
 * `chat:room:created` to both users (the caller's other tabs). 400 VALIDATION_FAILED for oneself,
 * 403 when the two share no company (or not the given one), 404 for an unknown company.
 */
export async function dialogWith(ctx: ChatContext, userId: number, companyId?: number): Promise<ChatRoom> {
  if (userId === ctx.actor.id) throw fieldError('userId', CHAT_ROOM_ERRORS.dialogSelf);
  if (companyId !== undefined) {
    const company = await ctx.db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
    if (!company) throw new AppError('NOT_FOUND');
  }
  const company = await dialogCompany(ctx, userId, companyId);
  const key = dialogKeyOf(company, ctx.actor.id, userId);
  const existing = await roomByDialogKey(ctx.db, key);
  if (existing) {
    // Someone removed from the company and back again: the dialog gets its two members back.
    if ((await memberIdsOf(ctx.db, existing.id)).length < 2) {
      const pair = [ctx.actor.id, userId].map((id) => ({ userId: id, role: 'member' as const }));
      await insertMembers(ctx.db, existing.id, pair, existing.lastMessageId ?? 0, new Date().toISOString());
    }
    return viewRoom(ctx.db, ctx.actor.id, company, existing.id);
  }
  let roomId: number;
  try {
    roomId = await insertDialog(ctx, company, userId, key);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await roomByDialogKey(ctx.db, key);
    if (!winner) throw error;
    return viewRoom(ctx.db, ctx.actor.id, company, winner.id);
  }
  const [mine, theirs] = await Promise.all([
    viewRoom(ctx.db, ctx.actor.id, company, roomId),
    viewRoom(ctx.db, userId, company, roomId),
  ]);
  ctx.emit.roomCreated([
    { userId: ctx.actor.id, room: mine },
    { userId, room: theirs },
  ]);
  return mine;
}
