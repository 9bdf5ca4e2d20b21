/**
 * Transactions of the editor and the lock that keeps card order agreed (issue 3 "Two people
 * dragging the same card end in one agreed order"; DESIGN §4 sorts unique within a list):
 * every change of a list's sorts (create, move, archive, reorder) runs in one transaction that
 * first locks the rows of the columns it touches. On SQLite the single connection already
 * serialises writers; on PostgreSQL `SELECT … FOR UPDATE` on the column rows (in id order, so two
 * movers never deadlock) makes the second mover wait and then read the first one's result.
 */
import type { DialectName } from '../db/createDatabase';
import { isForeignKeyViolation } from '../db/errors';
import { AppError } from '../http/appError';
import type { Db } from './cards.repository';

/** Thrown inside a transaction when what it locked is no longer the right thing: run it again. */
export class RetryTransaction extends Error {
  constructor() {
    super('retry transaction');
    this.name = 'RetryTransaction';
  }
}

const RETRYABLE_PG_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 8;

/**
 * Rethrows `error`, as 404 NOT_FOUND when it is a foreign key violation: the card, column or board
 * a write refers to was deleted by a concurrent request between the access check and the write
 * (DESIGN §3 "Never 500"; the answer a request after the deletion gets).
 */
export function rethrowVanished(error: unknown): never {
  throw isForeignKeyViolation(error) ? new AppError('NOT_FOUND') : error;
}

/** Runs `body` in a transaction, again (up to 8 times) after a RetryTransaction or a PG deadlock. */
export async function inTransaction<T>(db: Db, body: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(body);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      const retryable = error instanceof RetryTransaction || (typeof code === 'string' && RETRYABLE_PG_CODES.has(code));
      if (!retryable || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * Locks the column rows that `resolve` names, then resolves again: when the answer changed while
 * waiting (the card or its parent moved to another column meanwhile), the transaction is retried.
 * Returns the locked column ids.
 */
export async function lockColumns(
  trx: Db,
  dialect: DialectName,
  resolve: () => Promise<readonly number[]>,
): Promise<number[]> {
  const ids = [...new Set(await resolve())].sort((a, b) => a - b);
  if (dialect !== 'postgres' || ids.length === 0) return ids;
  await trx.selectFrom('columns').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const again = await resolve();
  if (again.some((id) => !ids.includes(id))) throw new RetryTransaction();
  return ids;
}
