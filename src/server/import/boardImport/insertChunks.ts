/**
 * Batched multi-row inserts of an import (issue 7 Deliver 5: 5,000 cards well under 10 s). One
 * statement carries as many rows as fit under the bound-parameter limit: SQLite's is 32,766 and
 * PostgreSQL's 65,535, so chunks stay below 30,000 parameters on both.
 */

/** Most bound parameters one statement may carry (below SQLite's 32,766). */
export const MAX_PARAMETERS = 30_000;

/** Splits rows into chunks of at most MAX_PARAMETERS values (columns of the first row × rows). */
export function chunksOf<T extends object>(rows: readonly T[]): T[][] {
  if (rows.length === 0) return [];
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, Object.keys(rows[0]).length)));
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

/** Runs `insert` once per chunk of `rows`, one after another (same transaction). */
export async function insertInChunks<T extends object>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (const chunk of chunksOf(rows)) await insert(chunk);
}
