/**
 * JavaScript a page downloads (issue 13 item 8 "JS bytes per route with their encoding"; item 6
 * budgets): every response of type Script seen by the Chrome DevTools Protocol's Network domain,
 * with the bytes transferred (`Network.loadingFinished` `encodedDataLength`: compressed body plus
 * headers) and the `Content-Encoding` response header (`none` when absent).
 */
import type { CDPSession } from '@playwright/test';

/** Totals of the scripts loaded so far. */
export interface ScriptTotals {
  /** Bytes transferred (compressed when served compressed). */
  bytes: number;
  files: number;
  /** Distinct Content-Encoding values, sorted (e.g. ["br"], ["none"]). */
  encodings: string[];
}

/** Starts recording on `session` (call before navigating); `totals()` sums what has finished loading. */
export async function recordScripts(session: CDPSession): Promise<{ totals(): ScriptTotals }> {
  const scripts = new Map<string, { encoding: string; bytes: number | null }>();
  session.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    scripts.set(event.requestId, { encoding: headers['content-encoding'] || 'none', bytes: null });
  });
  session.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.bytes = event.encodedDataLength;
  });
  await session.send('Network.enable');
  return {
    totals() {
      const done = [...scripts.values()].filter((script) => script.bytes !== null);
      return {
        bytes: done.reduce((sum, script) => sum + (script.bytes ?? 0), 0),
        files: done.length,
        encodings: [...new Set(done.map((script) => script.encoding))].sort(),
      };
    },
  };
}
