/**
 * The call engine's perfect negotiation (MDN pattern; engine/peerLink.ts) and full mesh
 * (engine/mesh.ts) against fake RTCPeerConnections: simultaneous offers (glare) end with both sides
 * stable — the polite side (lower userId) rolls its offer back, the impolite one ignores the
 * colliding offer and the candidates that came with it; a track added later (a screen share)
 * renegotiates from either side; the mesh follows the participants, makes a link anew when a
 * participant's socket changes, and makes one for a sender it did not know yet.
 */
import { Mesh, POLITE_WAIT_MS } from '../../../src/client/features/call/engine/mesh';
import { PeerLink, type LinkSignal } from '../../../src/client/features/call/engine/peerLink';
import { FakeMediaStream, FakePeerConnection, FakeTrack, until } from './engineFakes';

const asPc = (pc: FakePeerConnection) => pc as unknown as RTCPeerConnection;
/** The signalling server: delivers a copy of each signal after `ms`, in order. */
const relay =
  (to: () => PeerLink, ms = 3) =>
  (signal: LinkSignal) =>
    void new Promise((resolve) => setTimeout(resolve, ms)).then(() => to().receive(JSON.parse(JSON.stringify(signal))));

function pair() {
  const errors: unknown[] = [];
  const pcs = { alice: new FakePeerConnection({}), bob: new FakePeerConnection({}) };
  // Alice is user 1, Bob user 2: the lower userId (Alice) is polite.
  const alice: PeerLink = new PeerLink({
    userId: 2,
    socketId: 's-bob',
    polite: true,
    pc: asPc(pcs.alice),
    send: relay(() => bob),
    onError: (error) => errors.push(error),
  });
  const bob: PeerLink = new PeerLink({
    userId: 1,
    socketId: 's-alice',
    polite: false,
    pc: asPc(pcs.bob),
    send: relay(() => alice),
    onError: (error) => errors.push(error),
  });
  return { alice, bob, pcs, errors };
}

const stable =
  (...pcs: FakePeerConnection[]) =>
  () =>
    pcs.every((pc) => pc.signalingState === 'stable' && pc.remoteDescription !== null);

test('simultaneous offers (glare): the polite side rolls back, the impolite ignores; both end stable with every track', async () => {
  const { alice, bob, pcs, errors } = pair();
  const stream = new FakeMediaStream();
  // Both add camera and microphone at once: both make an offer.
  pcs.alice.addTrack(new FakeTrack('audio'), stream);
  pcs.alice.addTrack(new FakeTrack('video'), stream);
  pcs.bob.addTrack(new FakeTrack('audio'), stream);
  pcs.bob.addTrack(new FakeTrack('video'), stream);
  await until(() => pcs.alice.offers > 0 && pcs.bob.offers > 0);
  await until(
    () => stable(pcs.alice, pcs.bob)() && pcs.alice.remoteKinds().length === 2 && pcs.bob.remoteKinds().length === 2,
  );

  expect(alice.glare.rolledBack).toBeGreaterThanOrEqual(1);
  expect(pcs.alice.log).toContain('rollback');
  expect(bob.glare.ignored).toBeGreaterThanOrEqual(1);
  expect(bob.glare.rolledBack).toBe(0);
  expect(alice.glare.ignored).toBe(0);
  expect(pcs.alice.remoteKinds()).toEqual(['audio', 'video']);
  expect(pcs.bob.remoteKinds()).toEqual(['audio', 'video']);
  // The candidate of Alice's ignored offer failed on Bob's side, silently.
  expect(errors).toEqual([]);
});

test('a track added later renegotiates from either side (a screen share) and its removal too', async () => {
  const { pcs, errors } = pair();
  const camera = new FakeMediaStream();
  pcs.bob.addTrack(new FakeTrack('audio'), camera);
  await until(() => stable(pcs.alice, pcs.bob)() && pcs.alice.remoteKinds().length === 1);

  // Alice (the polite side) shares her screen: a third track for Bob.
  const screen = pcs.alice.addTrack(new FakeTrack('video'), new FakeMediaStream());
  await until(() => pcs.bob.remoteKinds().includes('video'));
  await until(stable(pcs.alice, pcs.bob));
  // Bob (impolite) adds his camera meanwhile; then Alice stops sharing.
  pcs.bob.addTrack(new FakeTrack('video'), camera);
  pcs.alice.removeTrack(screen);
  await until(() => pcs.alice.remoteKinds().length === 2 && pcs.bob.remoteKinds().length === 0);
  await until(stable(pcs.alice, pcs.bob));
  expect(errors).toEqual([]);
});

test('a closed link ignores later signals and events', async () => {
  const { alice, pcs } = pair();
  alice.close();
  expect(pcs.alice.closed).toBe(true);
  expect(await alice.receive({ description: { type: 'offer', sdp: '[]' } })).toBe(true);
  expect(pcs.alice.remoteDescription).toBeNull();
});

describe('mesh', () => {
  const participant = (userId: number, socketId: string) => ({ userId, socketId });

  function makeMesh(selfId: number) {
    const sent: { to: number; signal: LinkSignal }[] = [];
    const gone: number[] = [];
    const local = new FakeMediaStream([new FakeTrack('audio'), new FakeTrack('video')]);
    const mesh = new Mesh({
      selfId,
      iceServers: [{ urls: 'stun:stun.example.org' }],
      createPeerConnection: (config) => asPc(new FakePeerConnection(config)),
      send: (to, signal) => sent.push({ to, signal }),
      localTracks: () =>
        local.getTracks().map((track) => ({
          track: track as unknown as MediaStreamTrack,
          stream: local as unknown as MediaStream,
        })),
      onRemoteStream: () => undefined,
      onRemoteGone: (userId) => gone.push(userId),
    });
    return { mesh, sent, gone };
  }

  test('the polite side sends no first offer: its tracks go in its answer to the other side’s offer', async () => {
    const { mesh, sent } = makeMesh(2);
    mesh.sync([participant(2, 's2'), participant(5, 's5')]);
    const pc = mesh.connections().get(5) as unknown as FakePeerConnection;
    expect(mesh.link(5)?.polite).toBe(true);
    expect(pc.senders).toHaveLength(0);
    await mesh.receive(5, { description: { type: 'offer', sdp: '["audio","video"]' } });
    await until(() => sent.some((entry) => entry.signal.description?.type === 'answer'));
    const answer = sent.find((entry) => entry.signal.description?.type === 'answer')!;
    expect(JSON.parse(answer.signal.description!.sdp!)).toEqual(['audio', 'video']);
    expect(sent.filter((entry) => entry.signal.description?.type === 'offer')).toHaveLength(0);
    mesh.close();
  });

  test('the polite side offers itself when no offer came within POLITE_WAIT_MS', async () => {
    const { mesh, sent } = makeMesh(2);
    mesh.sync([participant(2, 's2'), participant(5, 's5')]);
    await new Promise((resolve) => setTimeout(resolve, POLITE_WAIT_MS - 500));
    expect(sent).toEqual([]);
    await until(() => sent.some((entry) => entry.signal.description?.type === 'offer'), POLITE_WAIT_MS);
    const pc = mesh.connections().get(5) as unknown as FakePeerConnection;
    expect(pc.senders.map((sender) => sender.track?.kind)).toEqual(['audio', 'video']);
    mesh.close();
  });

  test('one connection per other participant, sending the local tracks; politeness by lower userId', () => {
    const { mesh } = makeMesh(3);
    mesh.sync([participant(3, 's3'), participant(1, 's1'), participant(7, 's7')]);
    expect([...mesh.connections().keys()].sort()).toEqual([1, 7]);
    const pc = mesh.connections().get(1) as unknown as FakePeerConnection;
    expect(pc.config.iceServers).toEqual([{ urls: 'stun:stun.example.org' }]);
    expect(pc.senders.map((sender) => sender.track?.kind)).toEqual(['audio', 'video']);
    expect(mesh.link(1)?.polite).toBe(false);
    expect(mesh.link(7)?.polite).toBe(true);
    mesh.close();
  });

  test('gone participants are dropped, a changed socket (reload) makes the connection anew', () => {
    const { mesh, gone } = makeMesh(1);
    mesh.sync([participant(1, 's1'), participant(2, 's2'), participant(3, 's3')]);
    const before = mesh.connections().get(2) as unknown as FakePeerConnection;
    mesh.sync([participant(1, 's1'), participant(2, 's2-reloaded')]);
    expect(gone).toEqual([3, 2]);
    expect(before.closed).toBe(true);
    const after = mesh.connections().get(2) as unknown as FakePeerConnection;
    expect(after).not.toBe(before);
    expect(after.closed).toBe(false);
    expect([...mesh.connections().keys()]).toEqual([2]);
    mesh.close();
    expect(after.closed).toBe(true);
  });

  test('a signal from someone not known yet makes their link, and a later update adopts its socket', async () => {
    const { mesh, sent } = makeMesh(2);
    await mesh.receive(5, { description: { type: 'offer', sdp: '["audio"]' } });
    const pc = mesh.connections().get(5) as unknown as FakePeerConnection;
    expect(pc.remoteKinds()).toEqual(['audio']);
    await until(() => sent.some((entry) => entry.to === 5 && entry.signal.description?.type === 'answer'));
    mesh.sync([participant(2, 's2'), participant(5, 's5')]);
    expect(mesh.connections().get(5)).toBe(pc);
    expect(mesh.link(5)?.socketId).toBe('s5');
    mesh.close();
  });

  test('adding and removing a track goes to every connection', () => {
    const { mesh } = makeMesh(9); // impolite towards 2 and 3: its tracks go out at once
    mesh.sync([participant(2, 's2'), participant(3, 's3')]);
    const screen = new FakeTrack('video');
    mesh.addTrack(screen as unknown as MediaStreamTrack, new FakeMediaStream() as unknown as MediaStream);
    const pcs = [...mesh.connections().values()] as unknown as FakePeerConnection[];
    for (const pc of pcs) expect(pc.senders.filter((sender) => sender.track).length).toBe(3);
    mesh.removeTrack(screen as unknown as MediaStreamTrack);
    for (const pc of pcs) expect(pc.senders.filter((sender) => sender.track).length).toBe(2);
    mesh.close();
  });
});
