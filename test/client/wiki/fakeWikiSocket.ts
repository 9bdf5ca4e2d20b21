/**
 * A fake socket server for the wiki provider's tests: one page's document and the sockets joined,
 * answering wiki:join / update / awareness / leave as src/server/wiki/wikiSync.ts does, relaying to
 * the room; `log` lists the events it received.
 */
import * as Y from 'yjs';
import type { WikiTransport } from '../../../src/client/features/wiki/wikiSocketProvider';
import { WIKI_YJS_FIELD } from '../../../src/shared/wiki/wiki.types';

type Listener = (payload: unknown) => void;

/** One page's room on the "server": its document and the sockets joined. */
export class FakeWikiServer {
  readonly doc = new Y.Doc();
  readonly joined = new Set<FakeSocket>();
  readonly log: string[] = [];
  relay(from: FakeSocket, event: string, payload: unknown) {
    for (const socket of this.joined) if (socket !== from) socket.fire(event, payload);
  }
}

/** A client socket: emitWithAck answers as the server would. */
export class FakeSocket implements WikiTransport {
  connected = true;
  private readonly listeners = new Map<string, Set<Listener>>();
  constructor(private readonly server: FakeWikiServer) {}

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }
  fire(event: string, payload: unknown) {
    if (this.connected) this.listeners.get(event)?.forEach((l) => l(payload));
  }
  async emitWithAck(event: string, payload: unknown): Promise<unknown> {
    await Promise.resolve();
    if (!this.connected) throw new Error('WEBSOCKET_DISCONNECTED');
    const { server } = this;
    const p = payload as { pageId: number; stateVector?: Uint8Array; update?: Uint8Array };
    server.log.push(event);
    switch (event) {
      case 'wiki:join':
        server.joined.add(this);
        return {
          ok: true,
          update: Y.encodeStateAsUpdate(server.doc, p.stateVector),
          stateVector: Y.encodeStateVector(server.doc),
        };
      case 'wiki:update':
        Y.applyUpdate(server.doc, p.update!);
        server.relay(this, 'wiki:update', { pageId: p.pageId, update: p.update });
        return { ok: true };
      case 'wiki:awareness':
        server.relay(this, 'wiki:awareness', payload);
        return { ok: true };
      case 'wiki:leave':
        server.joined.delete(this);
        return { ok: true };
    }
    return { ok: false, error: 'UNKNOWN' };
  }
  drop() {
    this.connected = false;
    this.server.joined.delete(this);
  }
}

export const text = (doc: Y.Doc) => doc.getXmlFragment(WIKI_YJS_FIELD).toString();
/** Appends a paragraph with `words` (as TipTap's binding would write it). */
export function write(doc: Y.Doc, words: string) {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(words)]);
  const fragment = doc.getXmlFragment(WIKI_YJS_FIELD);
  fragment.insert(fragment.length, [paragraph]);
}
