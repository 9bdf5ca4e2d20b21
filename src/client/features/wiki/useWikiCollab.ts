/**
 * One page's collaborative document while the page view is mounted (issue 18 co-editing): a Y.Doc,
 * its awareness and a WikiSocketProvider over the app's connection — the one preloaded when the
 * page's link was pressed, if any (wikiProviderPool.ts) — joined on every ready socket (first
 * connect and each reconnect — the socket id changes; not twice over one socket) and marked offline
 * while there is none; destroyed (leaving the room) on unmount. Taken in an effect, so StrictMode's
 * second mount gets a fresh one. Answers the provider (null for the first render) and its sync state.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useConnectionService } from '../connection/ConnectionProvider';
import { releaseProvider, takeProvider } from './wikiProviderPool';
import type { WikiSocketProvider, WikiSyncState } from './wikiSocketProvider';

const CONNECTING: WikiSyncState = { status: 'connecting', pendingAcks: 0 };
const noSubscription = () => () => undefined;

/** The provider of `pageId` and its state (re-rendering on every change). */
export function useWikiCollab(pageId: number): { provider: WikiSocketProvider | null; sync: WikiSyncState } {
  const connection = useConnectionService();
  const socketId = useAppSelector((s) => (s.connection.ready ? s.connection.socketId : null));
  const [provider, setProvider] = useState<WikiSocketProvider | null>(null);
  useEffect(() => {
    const made = takeProvider(connection, pageId);
    setProvider(made);
    return () => {
      releaseProvider(made);
      setProvider(null);
    };
  }, [connection, pageId]);
  useEffect(() => {
    if (!provider) return;
    if (socketId) void provider.connectOnce(socketId);
    else provider.disconnected();
  }, [provider, socketId]);
  const sync = useSyncExternalStore(
    provider ? (listener) => provider.subscribe(listener) : noSubscription,
    () => provider?.syncState ?? CONNECTING,
  );
  return { provider, sync };
}
