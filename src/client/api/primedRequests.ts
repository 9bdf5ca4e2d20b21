/**
 * Answers of GETs started before a screen asked for them (baseQuery.ts `primeGets`), by URL. The
 * base query takes one at most once; an answer not taken within REQUEST_TIMEOUT_MS is dropped
 * (the screen then asks again), so nothing stale is served later.
 */
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';

/** An HTTP answer as the base query reads it. */
export interface PrimedReply {
  status: number;
  data: unknown;
  headers: Record<string, string>;
  error?: string;
}

const primed = new Map<string, { reply: Promise<PrimedReply>; at: number }>();

/** Keeps the answer of a GET to `url` for the next base query of that URL. */
export function putPrimed(url: string, reply: Promise<PrimedReply>): void {
  reply.catch(() => undefined); // a failure is the taker's to handle (it asks again)
  primed.set(url, { reply, at: Date.now() });
}

/** The kept answer for `url`, once; undefined when none or too old. */
export function takePrimed(url: string): Promise<PrimedReply> | undefined {
  const entry = primed.get(url);
  if (!entry) return undefined;
  primed.delete(url);
  return Date.now() - entry.at < REQUEST_TIMEOUT_MS ? entry.reply : undefined;
}

/** True while an answer for `url` waits to be taken. */
export const isPrimed = (url: string): boolean => primed.has(url);
