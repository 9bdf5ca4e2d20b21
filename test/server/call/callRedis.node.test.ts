/**
 * Conference calls across two instances sharing one Redis (issue 17; DESIGN §2): a participant on
 * instance A and one on B — the join checks the Socket-Id on the other instance too, signals are
 * relayed both ways, `call:updated` and the conference flag reach watchers on both, and a reload
 * onto the other instance sends `call:replaced` across. Skipped (with a console line) when no
 * Redis answers.
 */
import type { TestServer } from '../harness';
import { describeOnTwoInstances } from '../realtime/twoInstances';
import { chatTeam, createRoom, roomWatcher, type ChatTeam } from '../chat/roomsFixture';
import { callUpdate, emitAck, join, joinOn, nextEvent, ok, socketPool } from './callFixture';

describeOnTwoInstances('conference calls on two instances with the Redis adapter', 'calls', (instances) => {
  let first: TestServer;
  let second: TestServer;
  let team: ChatTeam;
  const pool = socketPool();

  beforeAll(async () => {
    ({ first, second } = instances);
    team = await chatTeam(first);
  });
  afterAll(async () => {
    pool.closeAll();
  });

  test('participants on A and B signal each other; flag and call:updated reach both instances', async () => {
    const room = await createRoom(first, team.owner, team.companyId, {
      type: 'private',
      name: 'Across',
      memberIds: [team.anna.id, team.boris.id],
    });
    const ownerOnA = await pool.open(first, team.owner);
    const annaOnB = await pool.open(second, team.anna);
    const watcherA = await roomWatcher(first, team.boris, room.id);
    const watcherB = await roomWatcher(second, team.boris, room.id);

    const flagA = nextEvent(watcherA, 'chat:conference:updated', (u) => u.roomId === room.id && u.conferenceActive);
    const flagB = nextEvent(watcherB, 'chat:conference:updated', (u) => u.roomId === room.id && u.conferenceActive);
    // The owner's socket lives on A; the join goes through B and still finds it.
    await join(second, team.owner, room.id, ownerOnA);
    await Promise.all([flagA, flagB]);
    // Anna's socket lives on B; her join through A checks it there.
    const bothOnA = callUpdate(watcherA, room.id, [team.owner.id, team.anna.id]);
    const bothOnB = callUpdate(watcherB, room.id, [team.owner.id, team.anna.id]);
    await join(first, team.anna, room.id, annaOnB);
    await Promise.all([bothOnA, bothOnB]);
    // Someone else's socket on the other instance is still not the caller's.
    expect((await joinOn(first, team.boris, room.id, annaOnB)).status).toBe(400);

    const offer = { type: 'offer', sdp: 'v=0 across' };
    const atB = nextEvent(annaOnB, 'call:signal');
    expect(
      await emitAck(ownerOnA, 'call:signal', { roomId: room.id, toUserId: team.anna.id, description: offer }),
    ).toEqual({
      ok: true,
    });
    expect(await atB).toEqual({ roomId: room.id, fromUserId: team.owner.id, description: offer });
    const atA = nextEvent(ownerOnA, 'call:signal');
    await emitAck(annaOnB, 'call:signal', { roomId: room.id, toUserId: team.owner.id, candidate: null });
    expect(await atA).toEqual({ roomId: room.id, fromUserId: team.anna.id, candidate: null });

    // Anna reloads onto A: her old tab on B hears call:replaced.
    const annaOnA = await pool.open(first, team.anna);
    const replaced = nextEvent(annaOnB, 'call:replaced');
    await join(second, team.anna, room.id, annaOnA);
    expect(await replaced).toEqual({ roomId: room.id });

    const offA = nextEvent(watcherA, 'chat:conference:updated', (u) => u.roomId === room.id && !u.conferenceActive);
    const offB = nextEvent(watcherB, 'chat:conference:updated', (u) => u.roomId === room.id && !u.conferenceActive);
    const endedB = callUpdate(watcherB, room.id, null);
    await ok(first, team.owner, 'POST', `/chat/rooms/${room.id}/call/leave`);
    await ok(second, team.anna, 'POST', `/chat/rooms/${room.id}/call/leave`);
    await Promise.all([offA, offB, endedB]);
  });
});
