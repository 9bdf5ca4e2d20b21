/**
 * A Yjs provider over the app's live connection (issue 18 "updates carried over our own socket.io
 * connection"; protocol in src/shared/wiki/wiki.types.ts WIKI_SOCKET_EVENTS):
 * - `connect()` (on every ready socket: first connect and each reconnect) emits `wiki:join
 *   {pageId, stateVector}`; the ack `{ok, update, stateVector}` brings what this document lacks
 *   (applied with this provider as origin) and the server's state vector, from which the provider
 *   sends what the server lacks as one `wiki:update` — so edits made while offline reach the others.
 * - A local document change (any origin but this provider) goes out as `wiki:update {pageId,
 *   update}` while joined; `wiki:update` from the room is applied.
 * - Awareness (cursors, names, colours; y-protocols) goes out as `wiki:awareness` and comes in the
 *   same way; the other editors' states are dropped when the socket goes away.
 * - `destroy()` clears this editor's awareness for the others and emits `wiki:leave`.
 * `status` is 'connecting' | 'synced' | 'offline' | 'refused' (the join was refused: NOT_FOUND,
 * FORBIDDEN…); `pendingAcks` counts updates the server has not acknowledged yet ("saving").
 * Binary payloads arrive as Uint8Array, ArrayBuffer or a Node Buffer; all become Uint8Array.
 */
import * as Y from 'yjs';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import { WIKI_SOCKET_EVENTS } from '../../../shared/wiki/wiki.types';
import type { Listener } from '../connection/socketPolicy';

/** What the provider needs of the connection (features/connection/connectionService.ts). */
export interface WikiTransport {
  emitWithAck(event: string, payload: unknown, timeoutMs?: number): Promise<unknown>;
  on(event: string, listener: Listener): () => void;
}

export type WikiSyncStatus = 'connecting' | 'synced' | 'offline' | 'refused';

/** The provider's observable state. */
export interface WikiSyncState {
  status: WikiSyncStatus;
  /** Updates sent and not yet acknowledged. */
  pendingAcks: number;
  /** The refusal's code, when `status` is 'refused'. */
  error?: string;
}

/** Awareness updates are not stored: a lost one is replaced by the next (ms before giving up). */
const AWARENESS_ACK_MS = 5_000;

/** A binary payload as Uint8Array, or null. */
export function toBytes(value: unknown): Uint8Array | null {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  const json = value as { type?: string; data?: number[] } | null;
  if (json?.type === 'Buffer' && Array.isArray(json.data)) return Uint8Array.from(json.data);
  return null;
}

/** One page's document kept in step with the server and the other editors. */
export class WikiSocketProvider {
  readonly awareness: Awareness;
  private state: WikiSyncState = { status: 'connecting', pendingAcks: 0 };
  private joined = false;
  /** Joined once at least: before that, a missing socket is "connecting", not "offline". */
  private everJoined = false;
  private joinRun = 0;
  /** The socket id of the join made or in flight (connectOnce), and that join. */
  private joinSocket: string | null = null;
  private joining: Promise<void> | null = null;
  /** This document has been changed here (not only by the server's answers and relays). */
  private localChanges = false;
  private destroyed = false;
  private readonly listeners = new Set<(state: WikiSyncState) => void>();
  private readonly offs: (() => void)[] = [];

  constructor(
    readonly transport: WikiTransport,
    readonly pageId: number,
    readonly doc: Y.Doc,
    awareness?: Awareness,
  ) {
    this.awareness = awareness ?? new Awareness(doc);
    doc.on('update', this.onDocUpdate);
    this.awareness.on('update', this.onAwarenessUpdate);
    this.offs.push(
      transport.on(WIKI_SOCKET_EVENTS.update, (payload: { pageId?: number; update?: unknown } | undefined) => {
        const update = toBytes(payload?.update);
        if (payload?.pageId === this.pageId && update) Y.applyUpdate(this.doc, update, this);
      }),
      transport.on(WIKI_SOCKET_EVENTS.awareness, (payload: { pageId?: number; update?: unknown } | undefined) => {
        const update = toBytes(payload?.update);
        if (payload?.pageId === this.pageId && update) applyAwarenessUpdate(this.awareness, update, this);
      }),
    );
  }

  /** The current state. */
  get syncState(): WikiSyncState {
    return this.state;
  }

  /** Calls `listener` on every state change; returns the unsubscribe. */
  subscribe(listener: (state: WikiSyncState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Joins over the ready socket `socketId` unless this provider has joined, or is joining, over it
   * already (a page preloaded when its link was pressed is joined before its view mounts:
   * wikiProviderPool.ts); a join that failed or was refused is tried again. Resolves when synced or
   * refused.
   */
  connectOnce(socketId: string): Promise<void> {
    const settledBadly = this.state.status === 'offline' || this.state.status === 'refused';
    if (this.joinSocket !== socketId || !this.joining || settledBadly) {
      this.joinSocket = socketId;
      this.joining = this.connect();
    }
    return this.joining;
  }

  /** Joins (again) over a ready socket; resolves when synced or refused. */
  async connect(): Promise<void> {
    if (this.destroyed) return;
    const run = ++this.joinRun;
    this.joined = false;
    this.setState({ status: 'connecting', pendingAcks: 0 });
    let ack: { ok?: boolean; update?: unknown; stateVector?: unknown; error?: string } | undefined;
    try {
      ack = (await this.transport.emitWithAck(WIKI_SOCKET_EVENTS.join, {
        pageId: this.pageId,
        stateVector: Y.encodeStateVector(this.doc),
      })) as typeof ack;
    } catch {
      if (run === this.joinRun && !this.destroyed) this.setState({ status: 'offline', pendingAcks: 0 });
      return;
    }
    if (run !== this.joinRun || this.destroyed) return;
    if (!ack?.ok) {
      this.setState({ status: 'refused', pendingAcks: 0, error: String(ack?.error ?? 'UNKNOWN') });
      return;
    }
    const update = toBytes(ack.update);
    if (update) Y.applyUpdate(this.doc, update, this);
    this.joined = true;
    this.everJoined = true;
    this.setState({ status: 'synced', pendingAcks: 0 });
    // A document changed only by the server's answers and the room's relays has nothing the server
    // lacks: no need to encode it against the server's vector (~10 ms for a 50,000-character page,
    // spent before the page paints; issue 18 "Speed").
    if (this.localChanges) {
      const serverVector = toBytes(ack.stateVector);
      const missing = Y.encodeStateAsUpdate(this.doc, serverVector ?? undefined);
      // An empty update (no structs, empty delete set) is 2 bytes long: nothing to send then.
      if (missing.length > 2) this.send(missing);
    }
    this.sendAwareness([this.awareness.clientID]);
  }

  /** The socket went away (or is not there yet): stop sending, forget the other editors' cursors. */
  disconnected(): void {
    this.joinRun += 1;
    this.joinSocket = null;
    this.joining = null;
    this.joined = false;
    const others = [...this.awareness.getStates().keys()].filter((id) => id !== this.awareness.clientID);
    removeAwarenessStates(this.awareness, others, this);
    if (!this.destroyed) this.setState({ status: this.everJoined ? 'offline' : 'connecting', pendingAcks: 0 });
  }

  /** Leaves the room and stops listening (the document and awareness stay with their owner). */
  destroy(): void {
    if (this.destroyed) return;
    if (this.joined) {
      removeAwarenessStates(this.awareness, [this.awareness.clientID], 'local');
      this.transport.emitWithAck(WIKI_SOCKET_EVENTS.leave, { pageId: this.pageId }).catch(() => undefined);
    }
    this.destroyed = true;
    this.joined = false;
    this.doc.off('update', this.onDocUpdate);
    this.awareness.off('update', this.onAwarenessUpdate);
    this.offs.forEach((off) => off());
    this.listeners.clear();
  }

  private readonly onDocUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === this) return;
    this.localChanges = true;
    // Changes made while not joined are sent by the next join (the server's state vector says so).
    if (this.joined) this.send(update);
  };

  private readonly onAwarenessUpdate = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) => {
    if (origin === this) return;
    this.sendAwareness([...added, ...updated, ...removed]);
  };

  private send(update: Uint8Array) {
    const run = this.joinRun;
    this.setState({ ...this.state, pendingAcks: this.state.pendingAcks + 1 });
    const settle = () => {
      if (run === this.joinRun && !this.destroyed)
        this.setState({ ...this.state, pendingAcks: Math.max(0, this.state.pendingAcks - 1) });
    };
    this.transport.emitWithAck(WIKI_SOCKET_EVENTS.update, { pageId: this.pageId, update }).then(settle, settle);
  }

  private sendAwareness(clients: number[]) {
    if (!this.joined || clients.length === 0) return;
    const update = encodeAwarenessUpdate(this.awareness, clients);
    this.transport
      .emitWithAck(WIKI_SOCKET_EVENTS.awareness, { pageId: this.pageId, update }, AWARENESS_ACK_MS)
      .catch(() => undefined);
  }

  private setState(next: WikiSyncState) {
    this.state = next;
    for (const listener of [...this.listeners]) listener(next);
  }
}
