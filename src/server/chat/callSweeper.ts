/**
 * The call sweeper (issue 17): every `calls.sweepIntervalMs` (default 1 s) on each instance, from
 * onReady to preClose (plugins/pollingScheduler.ts), it
 * 1. removes participants whose last heartbeat is older than CALL_HEARTBEAT_TIMEOUT_MS (a crashed
 *    tab; compare-and-set on the heartbeat read, so a heartbeat in between keeps them), announcing
 *    `call:updated` and ending a call left empty (callLifecycle.ts);
 * 2. ends running calls empty for longer than CALL_EMPTY_TIMEOUT_MS (also a call whose starter
 *    never got in, after the heartbeat timeout);
 * 3. turns ringing invitations past their expiry into missed ones (callInvitations.ts).
 * Every step claims its rows by compare-and-set, so several instances act on each once.
 */
import type { FastifyInstance } from 'fastify';
import { pollingSchedulerPlugin } from '../plugins/pollingScheduler';
import { expireInvitations } from './callInvitations';
import { endCall, removeParticipant } from './callLifecycle';
import { callById } from './callRepository';

const before = (nowMs: number, ms: number) => new Date(nowMs - ms).toISOString();

/** One sweep (exported for tests). */
export async function sweepCalls(app: FastifyInstance, nowMs: number = Date.now()): Promise<void> {
  const { heartbeatTimeoutMs, emptyTimeoutMs } = app.config.calls;
  const stale = await app.db
    .selectFrom('chatCallParticipants')
    .selectAll()
    .where('heartbeatAt', '<', before(nowMs, heartbeatTimeoutMs))
    .limit(200)
    .execute();
  for (const row of stale) {
    const call = await callById(app.db, row.callId);
    if (call && call.endedAt === null) await removeParticipant(app, call, row, /* sameHeartbeat */ true);
  }

  const emptyCutoff = before(nowMs, emptyTimeoutMs);
  const orphanCutoff = before(nowMs, Math.max(emptyTimeoutMs, heartbeatTimeoutMs));
  const empty = await app.db
    .selectFrom('chatCalls')
    .select(['id', 'emptySince'])
    .where('endedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('emptySince', '<=', emptyCutoff),
        eb.and([eb('emptySince', 'is', null), eb('startedAt', '<=', orphanCutoff)]),
      ]),
    )
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('chatCallParticipants').select('id').whereRef('callId', '=', 'chatCalls.id'))),
    )
    .limit(200)
    .execute();
  for (const call of empty) {
    if (call.emptySince === null) {
      // Nobody ever got in (the starter's join failed half-way): empty since the cutoff, ended below.
      await app.db
        .updateTable('chatCalls')
        .set({ emptySince: orphanCutoff })
        .where('id', '=', call.id)
        .where('emptySince', 'is', null)
        .execute();
    }
    await endCall(app, call.id, emptyCutoff);
  }

  await expireInvitations(app, new Date(nowMs).toISOString());
}

/** The sweeper plugin (registered in app.ts). */
export const callSweeperPlugin = pollingSchedulerPlugin(
  'call-sweeper',
  (app) => sweepCalls(app),
  (app) => app.config.calls.sweepIntervalMs,
);
