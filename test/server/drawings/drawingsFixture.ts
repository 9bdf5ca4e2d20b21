/**
 * Fixtures of the drawing tests (issue 18 item 2), through the real routes and sockets: a team
 * (editor/editorFixture.ts), drawings, Excalidraw-like elements and the co-editing socket events.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import type { DrawingElement } from '../../../src/shared/drawings/drawing.types';
import { ok, type Person } from '../editor/editorFixture';
import { openSocket, type Json, type TestServer } from '../harness';

/** A rectangle as Excalidraw sends it (the fields the merge reads, and a few it keeps). */
export const rect = (id: string, version = 1, versionNonce = 1000, extra: object = {}): DrawingElement => ({
  id,
  type: 'rectangle',
  x: 10,
  y: 20,
  width: 100,
  height: 50,
  version,
  versionNonce,
  isDeleted: false,
  ...extra,
});

/** A new drawing of the project made by `who`. */
export const createDrawing = (server: TestServer, who: Person, projectId: number, name = 'Sketch') =>
  ok(server, who, 'POST', `/draw/project/${projectId}/drawings`, { name });

/** Emits with an acknowledgement. */
export const emitAck = (socket: ClientSocket, event: string, payload: unknown): Promise<Json> =>
  new Promise((resolve) => socket.emit(event, payload, resolve));

/** A socket of `who` that joined the drawing; `scene` is the join's answer. */
export async function editor(server: TestServer, who: Person, drawingId: number) {
  const socket = await openSocket(server, who.token);
  const answer = await emitAck(socket, 'drawing:join', { drawingId });
  if (!answer.ok) throw new Error(`drawing:join answered ${JSON.stringify(answer)}`);
  return { socket, scene: answer.scene as { elements: DrawingElement[] } };
}

/** Resolves with the next `drawing:update` whose elements include `id`. */
export const nextUpdate = (socket: ClientSocket, id: string, timeoutMs = 4000): Promise<DrawingElement[]> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no drawing:update with ${id}`)), timeoutMs);
    const onUpdate = (payload: { elements: DrawingElement[] }) => {
      if (!payload.elements.some((element) => element.id === id)) return;
      clearTimeout(timer);
      socket.off('drawing:update', onUpdate);
      resolve(payload.elements);
    };
    socket.on('drawing:update', onUpdate);
  });

/** The stored scene's elements by id (GET of the drawing). */
export async function storedElements(server: TestServer, who: Person, drawingId: number) {
  const drawing = await ok(server, who, 'GET', `/draw/drawings/${drawingId}`);
  return new Map((drawing.scene.elements as DrawingElement[]).map((element) => [element.id, element]));
}
