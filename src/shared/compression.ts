/**
 * Compressed responses (DESIGN §3 "Compressed responses", spec/shell.md §3 "Compressed response").
 * A client sends `X-Compress: normalizr`; the server may then answer the envelope with its payload
 * normalised: `{success, status, data, entities, metadata: {totalEntities, dedupedAt}, compressed: true}`
 * where `data` (and `cards` of a card page) refer to `entities.users|cards|stickers` by id.
 * Both sides use the schemas below, so they live in src/shared (added by CLIENT-CORE: the client's
 * decoder and the server's encoder must agree on one schema).
 */
import { denormalize, normalize, schema } from 'normalizr';
import type { Schema } from 'normalizr';
import { COMPRESSION_MIN_EFFICIENCY } from './constants';

// Counts references that did not resolve during one (synchronous) expandBody call.
let unresolved = 0;
const fallbackStrategy = (): undefined => {
  unresolved += 1;
  return undefined;
};
export const userEntity = new schema.Entity('users', {}, { fallbackStrategy });
/** Card stickers (`card.stickers[]`, ids of the card sticker itself — DESIGN §4). */
export const stickerEntity = new schema.Entity('stickers', {}, { fallbackStrategy });
export const cardEntity = new schema.Entity('cards', {}, { fallbackStrategy });

type NodeKeys = () => Record<string, Schema>;

/**
 * A structural schema: arrays map each item, objects normalise the known keys and keep every other
 * key as it is. normalizr accepts any object with `normalize`/`denormalize` as a schema.
 */
class NodeSchema {
  constructor(private readonly keys: NodeKeys) {}

  normalize(input: unknown, parent: unknown, key: string, visit: Visit, addEntity: unknown, visited: unknown): unknown {
    if (Array.isArray(input)) return input.map((item) => visit(item, input, key, this, addEntity, visited));
    const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const [name, child] of Object.entries(this.keys())) {
      if (out[name] !== undefined && out[name] !== null)
        out[name] = visit(out[name], input, name, child, addEntity, visited);
    }
    return out;
  }

  denormalize(input: unknown, unvisit: Unvisit): unknown {
    if (Array.isArray(input)) return input.map((item) => unvisit(item, this as unknown as Schema));
    if (typeof input !== 'object' || input === null) return input;
    const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const [name, child] of Object.entries(this.keys())) {
      if (out[name] !== undefined && out[name] !== null) out[name] = unvisit(out[name], child);
    }
    return out;
  }
}
type Visit = (
  value: unknown,
  parent: unknown,
  key: string,
  schema: unknown,
  addEntity: unknown,
  visited: unknown,
) => unknown;
type Unvisit = (input: unknown, schema: Schema) => unknown;

const memberSchema = new schema.Object({ user: userEntity });
cardEntity.define({
  creator: userEntity,
  stickers: [stickerEntity],
  cards: [cardEntity],
  cardsMembers: [memberSchema],
});

/** Any payload: lists of cards (columns, card pages), a card, users. */
export const payloadSchema: NodeSchema = new NodeSchema(() => ({
  cards: [cardEntity],
  archiveCards: [cardEntity],
  card: cardEntity,
  user: userEntity,
  users: [userEntity],
  creator: userEntity,
  columns: payloadSchema as unknown as Schema,
}));
/** The whole envelope: `data` holds the payload; a card page has `cards` at the top. */
export const envelopeSchema = new NodeSchema(() => ({ data: payloadSchema as unknown as Schema, cards: [cardEntity] }));

export interface CompressedBody {
  data: unknown;
  entities: Record<string, Record<string, unknown>>;
  metadata: { totalEntities: number; dedupedAt: string };
  compressed: true;
  [key: string]: unknown;
}

/** True for a body in the compressed shape above. */
export const isCompressedBody = (body: unknown): body is CompressedBody =>
  typeof body === 'object' &&
  body !== null &&
  (body as { compressed?: unknown }).compressed === true &&
  'entities' in body;

/**
 * Denormalises a compressed body back to the envelope it came from. Throws when the entities are
 * missing or do not resolve (an id with no entity) — the caller decides what to do then.
 */
export function expandBody(body: CompressedBody): unknown {
  const { entities, metadata: _metadata, compressed: _compressed, ...rest } = body;
  if (typeof entities !== 'object' || entities === null) throw new Error('Compressed body without entities');
  unresolved = 0;
  const checked: Record<string, unknown> = {};
  for (const [kind, table] of Object.entries(entities)) {
    if (typeof table !== 'object' || table === null) throw new Error(`Entities "${kind}" are not a table`);
    checked[kind] = table;
  }
  const out = denormalize(rest, envelopeSchema as unknown as Schema, checked);
  if (unresolved > 0) throw new Error(`${unresolved} entity reference(s) did not resolve`);
  return out;
}

/**
 * Server side: the compressed form of an envelope, or null when it would not be at least
 * COMPRESSION_MIN_EFFICIENCY (10 %) smaller or would not expand back to the same JSON.
 */
export function compressBody(body: Record<string, unknown>, now: Date = new Date()): CompressedBody | null {
  const plain = JSON.stringify(body);
  const { result, entities } = normalize(body, envelopeSchema as unknown as Schema);
  const totalEntities = Object.values(entities).reduce((n, table) => n + Object.keys(table ?? {}).length, 0);
  if (totalEntities === 0) return null;
  const compressed: CompressedBody = {
    ...(result as Record<string, unknown>),
    data: (result as Record<string, unknown>).data,
    entities: entities as CompressedBody['entities'],
    metadata: { totalEntities, dedupedAt: now.toISOString() },
    compressed: true,
  };
  const size = JSON.stringify(compressed).length;
  if (size > plain.length * (1 - COMPRESSION_MIN_EFFICIENCY)) return null;
  try {
    if (JSON.stringify(expandBody(JSON.parse(JSON.stringify(compressed)) as CompressedBody)) !== plain) return null;
  } catch {
    return null;
  }
  return compressed;
}
