/**
 * Table types of saved queries (migration 20261220090000_saved_queries; src/shared/queries/),
 * part of the Database of ./database.ts with its conventions (camelCase columns, ISO text times).
 */
import type { Generated } from 'kysely';

/** A saved query: `definition` is the JSON text of QueryDefinition; `shared` 1 = company, 0 = private. */
export interface SavedQueriesTable {
  id: Generated<number>;
  companyId: number;
  ownerId: number | null;
  name: string;
  definition: string;
  shared: number;
  createdAt: string;
  updatedAt: string;
}
