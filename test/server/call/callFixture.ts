/**
 * Fixtures of the conference call tests (issue 17), built through the real routes on top of the
 * chat fixtures: sockets of people, joining a call on a socket (HTTP with its Socket-Id), waiting
 * for one live event, and config overrides for short timeouts.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { loadConfig, type CallSettings, type ServerConfig } from '../../../src/server/config';
import { openSocket, type Json, type TestServer } from '../harness';
import { api, ok, person, type Person } from '../editor/editorFixture';

export { api, ok, person, type Person };

/** Config overrides with call settings changed (the rest from the defaults). */
export function callOverrides(calls: Partial<CallSettings>): Partial<ServerConfig> {
  return { calls: { ...loadConfig({}).calls, ...calls } };
}

/** Opens sockets and closes them all at the end. */
export function socketPool(): { open(server: TestServer, who: Person): Promise<ClientSocket>; closeAll(): void } {
  const sockets: ClientSocket[] = [];
  return {
    async open(server, who) {
      const socket = await openSocket(server, who.token);
      sockets.push(socket);
      return socket;
    },
    closeAll: () => sockets.forEach((socket) => socket.close()),
  };
}

/** POST …/call/join as `who` on `socket` (its Socket-Id); returns the answer `{status, body}`. */
export const joinOn = (server: TestServer, who: Person, roomId: number, socket: ClientSocket, body?: unknown) =>
  api(server, who, 'POST', `/chat/rooms/${roomId}/call/join`, body ?? {}, { socketId: socket.id });

/** Joins and expects success; returns the CallJoinAnswer. */
export async function join(server: TestServer, who: Person, roomId: number, socket: ClientSocket): Promise<Json> {
  const answer = await joinOn(server, who, roomId, socket);
  if (answer.status !== 200) throw new Error(`join answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** The next `event` on `socket` matching `match` (rejects after `timeoutMs`). */
export function nextEvent(
  socket: ClientSocket,
  event: string,
  match: (payload: Json) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Json> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: Json) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** `call:updated` of room `roomId` whose participants are exactly `userIds` (null: the call ended). */
export const callUpdate = (socket: ClientSocket, roomId: number, userIds: number[] | null, timeoutMs?: number) =>
  nextEvent(
    socket,
    'call:updated',
    (update) =>
      update.roomId === roomId &&
      (userIds === null
        ? update.call === null
        : update.call !== null &&
          JSON.stringify(update.call.participants.map((p: Json) => p.userId).sort()) ===
            JSON.stringify([...userIds].sort())),
    timeoutMs,
  );

/** Emits a socket event with an acknowledgement. */
export const emitAck = (socket: ClientSocket, event: string, payload: unknown): Promise<Json> =>
  socket.timeout(3000).emitWithAck(event, payload);

/** Makes `who` a member of company `companyId` through an invitation link of its owner. */
export async function joinCompany(server: TestServer, owner: Person, companyId: number, who: Person): Promise<void> {
  const link = await ok(server, owner, 'POST', `/company/${companyId}/links`, {});
  await ok(server, who, 'POST', `/company/${companyId}/join/${link.token}`);
}
