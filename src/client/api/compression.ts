/**
 * Client side of compressed responses (DESIGN §3, spec/shell.md §3 and §8): the base query sends
 * `X-Compress: normalizr`; a body `{data, entities, metadata: {totalEntities, dedupedAt},
 * compressed: true}` is denormalised here with the shared normalizr schemas (users, cards, stickers).
 */
import { expandBody, isCompressedBody } from '../../shared/compression';
import type { CompressedBody } from '../../shared/compression';

export { isCompressedBody } from '../../shared/compression';

/** What a failed decoding returns: the raw compressed body, flagged (spec/shell.md §8). */
export type UndecodedBody = CompressedBody & { decompressionFailed: true };

/**
 * Returns the body as the server would have sent it uncompressed. Plain bodies pass through
 * unchanged; a compressed envelope payload (`{success, data: {…compressed}}`) is expanded in place.
 * Never throws: when the entities do not resolve, the raw body comes back with
 * `decompressionFailed: true` (and `compressed: true` still set).
 */
export function decompressResponse(body: unknown): unknown {
  if (isCompressedBody(body)) return expandOrFlag(body);
  if (typeof body === 'object' && body !== null && isCompressedBody((body as { data?: unknown }).data)) {
    const inner = expandOrFlag((body as { data: CompressedBody }).data);
    if ((inner as Partial<UndecodedBody>).decompressionFailed) return inner;
    // The payload alone was normalised: `expandBody` gives back `{data: payload}`.
    return { ...(body as object), data: (inner as { data?: unknown }).data };
  }
  return body;
}

function expandOrFlag(body: CompressedBody): unknown {
  try {
    return expandBody(body);
  } catch {
    return { ...body, decompressionFailed: true } satisfies UndecodedBody;
  }
}

/** True when the body is a compressed body that could not be decoded. */
export const isUndecodedBody = (body: unknown): body is UndecodedBody =>
  typeof body === 'object' && body !== null && (body as Partial<UndecodedBody>).decompressionFailed === true;
