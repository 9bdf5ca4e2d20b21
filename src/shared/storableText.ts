/**
 * Text that both databases can store (DESIGN §3 Envelope "Never 500 for bad input"; README
 * departures): PostgreSQL refuses U+0000 in text ("invalid byte sequence for encoding UTF8: 0x00")
 * and a lone UTF-16 surrogate has no UTF-8 form (the driver would silently turn it into U+FFFD).
 * The server refuses such text with 400 VALIDATION_FAILED on both databases — it never strips it —
 * in params, query, headers and bodies at any depth (src/server/plugins/hostileInput.ts); the shared
 * zod text helpers refuse it too, so client forms say so before sending.
 */
import type { z } from 'zod';
import { V } from './validation';

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** False when `text` holds U+0000 or a lone surrogate. */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** A path into a JSON value: object keys and array indexes from the root. */
export type ValuePath = (string | number)[];

/** A node of the walk: its value, its key in the parent and the parent's node (for the path). */
interface Step {
  node: unknown;
  key?: string | number;
  parent?: Step;
}

const pathOf = (step: Step | undefined, last?: string): ValuePath => {
  const path: ValuePath = last === undefined ? [] : [last];
  for (let at = step; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string (value or object key) of `value` that is not storable, or null.
 * A bad key's path ends with that key. Iterative, so any depth is safe (no call stack growth).
 */
export function findUnstorableText(value: unknown): ValuePath | null {
  const stack: Step[] = [{ node: value }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const { node } = step;
    if (typeof node === 'string') {
      if (!isStorableText(node)) return pathOf(step);
    } else if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index -= 1)
        stack.push({ node: node[index], key: index, parent: step });
    } else if (node !== null && typeof node === 'object') {
      const entries = Object.entries(node);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index];
        if (!isStorableText(key)) return pathOf(step, key);
        stack.push({ node: child, key, parent: step });
      }
    }
  }
  return null;
}

/**
 * The zod check of the shared text helpers (names, descriptions, comments, filters): refuses
 * unstorable text with `validation:unstorable`, so client forms say so before sending and text
 * inside JSON query parameters (`filters`) is refused on the server too.
 */
export const storable = <T extends z.ZodString>(schema: T): T =>
  schema.refine(isStorableText, { error: V.unstorable }) as T;
