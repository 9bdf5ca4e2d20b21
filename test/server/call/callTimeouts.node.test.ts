/**
 * Conference call timeouts on SQLite and PostgreSQL (issue 17; src/server/chat/callSweeper.ts),
 * with short settings: an unanswered invitation becomes missed (`call:invitation:ended` 'missed',
 * a `callMissed` message), a participant without heartbeats is removed and the call ends, one who
 * sends heartbeats stays, a closed socket alone removes nobody, and the empty timeout keeps an
 * empty call running for a while.
 */
import { forEachDialect } from '../harness';
import { chatTeam, createRoom, roomWatcher, type ChatTeam } from '../chat/roomsFixture';
import { callOverrides, callUpdate, emitAck, join, nextEvent, ok, socketPool, type Person } from './callFixture';

const HEARTBEAT_TIMEOUT_MS = 1500;
const RING_MS = 300;

forEachDialect(
  'conference call timeouts',
  (ref) => {
    let team: ChatTeam;
    const pool = socketPool();
    const privateRoom = (name: string, members: Person[]) =>
      createRoom(ref.server, team.owner, team.companyId, {
        type: 'private',
        name,
        memberIds: members.map((m) => m.id),
      });

    beforeAll(async () => {
      team = await chatTeam(ref.server);
    });
    afterAll(() => pool.closeAll());

    test('an unanswered invitation becomes a missed call', async () => {
      const { server } = ref;
      const room = await privateRoom('Missed', [team.anna]);
      const owner = await pool.open(server, team.owner);
      const anna = await pool.open(server, team.anna);
      const { call } = await join(server, team.owner, room.id, owner);
      const rang = nextEvent(anna, 'call:invitation');
      const missed = nextEvent(anna, 'call:invitation:ended');
      const watcher = await roomWatcher(server, team.owner, room.id);
      const message = nextEvent(watcher, 'chat:message:created', (m) => m.kind === 'callMissed');
      await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/invitations`, { userIds: [team.anna.id] });
      await rang;
      expect(await missed).toEqual({ roomId: room.id, callId: call.id, reason: 'missed' });
      expect(await message).toMatchObject({
        author: { id: team.owner.id },
        call: { callId: call.id, userId: team.anna.id, reason: 'missed' },
      });
      const row = await server.app.db
        .selectFrom('chatCallInvitations')
        .select('status')
        .where('callId', '=', call.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('missed');
      watcher.close();
      await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/leave`);
    });

    test('a participant without heartbeats is removed; the one who sends them stays; then the call ends', async () => {
      const { server } = ref;
      const room = await privateRoom('Crash', [team.anna]);
      const owner = await pool.open(server, team.owner);
      const anna = await pool.open(server, team.anna);
      await join(server, team.owner, room.id, owner);
      await join(server, team.anna, room.id, anna);
      // Anna's tab "crashes": its socket closes, and nothing removes her until the timeout.
      anna.close();
      const timer = setInterval(() => void emitAck(owner, 'call:heartbeat', { roomId: room.id }).catch(() => {}), 300);
      try {
        await callUpdate(owner, room.id, [team.owner.id], HEARTBEAT_TIMEOUT_MS * 4);
      } finally {
        clearInterval(timer);
      }
      const watcher = await roomWatcher(server, team.anna, room.id);
      const flagOff = nextEvent(
        watcher,
        'chat:conference:updated',
        (u) => u.roomId === room.id && !u.conferenceActive,
        HEARTBEAT_TIMEOUT_MS * 4,
      );
      await callUpdate(watcher, room.id, null, HEARTBEAT_TIMEOUT_MS * 4);
      await flagOff;
      expect(await ok(server, team.anna, 'GET', `/chat/rooms/${room.id}/call`)).toBeNull();
      watcher.close();
    });
  },
  callOverrides({ heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS, ringMs: RING_MS, sweepIntervalMs: 100 }),
);

forEachDialect(
  'conference call empty timeout',
  (ref) => {
    let team: ChatTeam;
    const pool = socketPool();
    beforeAll(async () => {
      team = await chatTeam(ref.server);
    });
    afterAll(() => pool.closeAll());

    test('an empty call runs on for the empty timeout (rejoin keeps it), then ends', async () => {
      const { server } = ref;
      const room = await createRoom(server, team.owner, team.companyId, {
        type: 'private',
        name: 'Linger',
        memberIds: [team.anna.id],
      });
      const owner = await pool.open(server, team.owner);
      const { call } = await join(server, team.owner, room.id, owner);
      await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/leave`);
      expect((await ok(server, team.owner, 'GET', `/chat/rooms/${room.id}/call`))?.id).toBe(call.id);
      // Back within the timeout: the same call.
      expect((await join(server, team.owner, room.id, owner)).call.id).toBe(call.id);
      const watcher = await roomWatcher(server, team.anna, room.id);
      const ended = callUpdate(watcher, room.id, null, 5000);
      await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/leave`);
      await ended;
      watcher.close();
    });
  },
  callOverrides({ emptyTimeoutMs: 700, sweepIntervalMs: 100 }),
);
