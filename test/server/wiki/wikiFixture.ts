/**
 * Fixtures of the wiki server tests (issue 18), built through the real routes: the editor team
 * (owner, member, outsider, a project), page creation, and a Yjs editor on a socket.io client that
 * speaks the wiki protocol (WIKI_SOCKET_EVENTS): join with its state vector, send its local changes
 * as `wiki:update`, apply the room's updates, and type into the page's first paragraph.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import * as Y from 'yjs';
import { openSocket, type Json, type TestServer } from '../harness';
import { api, ok, person, team, type Person, type Team } from '../editor/editorFixture';

export { api, ok, person, team, type Person, type Team };

/** Creates a page as `who`; returns the WikiPage. */
export const createPage = (
  server: TestServer,
  who: Person,
  projectId: number,
  body: { title: string; parentId?: number | null; index?: number },
): Promise<Json> => ok(server, who, 'POST', `/wiki/project/${projectId}/pages`, body);

/** A Yjs editor of one page on its own socket. */
export interface WikiEditor {
  socket: ClientSocket;
  doc: Y.Doc;
  /** Acks of the updates sent so far (all resolve when the server stored them). */
  sent: Array<Promise<Json>>;
  /** The page's text (paragraph texts joined by newlines). */
  text(): string;
  /** Inserts `text` at `index` of the first paragraph (created when missing) as one change. */
  type(text: string, index?: number): void;
  /** Waits until every sent update was acknowledged; fails on a refused one. */
  flush(): Promise<void>;
  close(): void;
}

/** Plain text of a y-prosemirror fragment (each element's text on its own line). */
export function fragmentText(doc: Y.Doc): string {
  const lines: string[] = [];
  const walk = (node: Y.XmlElement | Y.XmlText | Y.XmlFragment) => {
    if (node instanceof Y.XmlText) {
      lines[lines.length - 1] = (lines[lines.length - 1] ?? '') + node.toString().replace(/<[^>]+>/g, '');
      return;
    }
    if (node instanceof Y.XmlElement) lines.push('');
    for (const child of node.toArray()) walk(child as Y.XmlElement | Y.XmlText);
  };
  walk(doc.getXmlFragment('default'));
  return lines.filter((line) => line !== '').join('\n');
}

/** Opens a socket as `who`, joins page `pageId` and syncs a fresh Y.Doc (or `doc`). */
export async function openEditor(
  server: TestServer,
  who: Person,
  pageId: number,
  doc = new Y.Doc(),
): Promise<WikiEditor> {
  const socket = await openSocket(server, who.token);
  const sent: Array<Promise<Json>> = [];
  const remote = Symbol('remote');
  socket.on('wiki:update', (payload: Json) => {
    if (payload.pageId === pageId) Y.applyUpdate(doc, new Uint8Array(payload.update), remote);
  });
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === remote) return;
    sent.push(socket.timeout(5000).emitWithAck('wiki:update', { pageId, update }));
  });
  const answer = await socket.timeout(5000).emitWithAck('wiki:join', { pageId, stateVector: Y.encodeStateVector(doc) });
  if (!answer.ok) {
    socket.close();
    throw new Error(`wiki:join answered ${JSON.stringify(answer)}`);
  }
  Y.applyUpdate(doc, new Uint8Array(answer.update), remote);
  const missing = Y.encodeStateAsUpdate(doc, new Uint8Array(answer.stateVector));
  if (missing.length > 2) sent.push(socket.timeout(5000).emitWithAck('wiki:update', { pageId, update: missing }));
  return {
    socket,
    doc,
    sent,
    text: () => fragmentText(doc),
    type(text, index) {
      const fragment = doc.getXmlFragment('default');
      doc.transact(() => {
        let paragraph = fragment.get(0) as Y.XmlElement | undefined;
        if (!paragraph) {
          paragraph = new Y.XmlElement('paragraph');
          fragment.insert(0, [paragraph]);
        }
        let textNode = paragraph.get(0) as Y.XmlText | undefined;
        if (!textNode) {
          textNode = new Y.XmlText();
          paragraph.insert(0, [textNode]);
        }
        textNode.insert(index ?? textNode.length, text);
      });
    },
    async flush() {
      const answers = await Promise.all(sent);
      const refused = answers.find((answer) => !answer.ok);
      if (refused) throw new Error(`wiki:update answered ${JSON.stringify(refused)}`);
    },
    close: () => socket.close(),
  };
}

/** Polls `read` until `accept` holds (rejects after `timeoutMs`). */
export async function eventually<T>(
  read: () => T | Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
