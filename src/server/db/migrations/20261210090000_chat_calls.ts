/**
 * Conference calls (issue 17; src/shared/chat/call.types.ts).
 *
 * `chat_calls`: one per call; a running call has `ended_at` null, at most one per room (the
 * partial unique index `chat_calls_running_uq` makes "start when none runs" one insert that loses
 * a race rather than a second call). `empty_since` is set while nobody is in it: the sweeper ends
 * it once the empty timeout has passed.
 *
 * `chat_call_participants`: one per call and user while they are in it; `socket_id` is the tab
 * their signals go to; `heartbeat_at` (ISO) is refreshed by `call:heartbeat` — a row older than
 * CALL_HEARTBEAT_TIMEOUT_MS is a crashed tab and is removed. `media` is JSON CallMedia.
 *
 * `chat_call_invitations`: one per call and invitee; `status` ringing | accepted | declined |
 * missed | ended; `expires_at` (ISO) ends the ringing — claimed by compare-and-set so one instance
 * posts the missed-call message.
 *
 * `chat_messages.kind` ('text' | 'callStarted' | 'callEnded' | 'callMissed') and `call` (JSON
 * ChatCallMessageInfo, null for text) carry the messages the server posts about calls.
 */
import { sql, type Kysely } from 'kysely';
import { withId } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('chat_calls'))
    .addColumn('room_id', 'integer', (col) => col.notNull().references('chat_rooms.id').onDelete('cascade'))
    .addColumn('started_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('empty_since', 'text')
    .execute();
  await db.schema.createIndex('chat_calls_room_idx').on('chat_calls').columns(['room_id', 'id']).execute();
  await sql`CREATE UNIQUE INDEX chat_calls_running_uq ON chat_calls (room_id) WHERE ended_at IS NULL`.execute(db);

  await withId(db, db.schema.createTable('chat_call_participants'))
    .addColumn('call_id', 'integer', (col) => col.notNull().references('chat_calls.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('socket_id', 'text', (col) => col.notNull())
    .addColumn('media', 'text', (col) => col.notNull().defaultTo('{"audio":true,"video":true,"screen":false}'))
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addColumn('heartbeat_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chat_call_participants_call_user_uq')
    .on('chat_call_participants')
    .columns(['call_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('chat_call_participants_heartbeat_idx')
    .on('chat_call_participants')
    .column('heartbeat_at')
    .execute();

  await withId(db, db.schema.createTable('chat_call_invitations'))
    .addColumn('call_id', 'integer', (col) => col.notNull().references('chat_calls.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('ringing'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chat_call_invitations_call_user_uq')
    .on('chat_call_invitations')
    .columns(['call_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('chat_call_invitations_status_idx')
    .on('chat_call_invitations')
    .columns(['status', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('chat_call_invitations_user_idx')
    .on('chat_call_invitations')
    .columns(['user_id', 'status'])
    .execute();

  await db.schema
    .alterTable('chat_messages')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('text'))
    .execute();
  await db.schema.alterTable('chat_messages').addColumn('call', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').dropColumn('call').execute();
  await db.schema.alterTable('chat_messages').dropColumn('kind').execute();
  await db.schema.dropTable('chat_call_invitations').execute();
  await db.schema.dropTable('chat_call_participants').execute();
  await db.schema.dropTable('chat_calls').execute();
}
