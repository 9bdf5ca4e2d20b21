/**
 * Where an `.ics` import is written to the calendar store (`npm run import:ics`, scripts/importIcs.ts).
 * The calendar's tables and repository arrive in their own change; until then only a dry run works.
 * Shape: `persistImport(result, {userEmail, dryRun})` → how many events were written.
 */
import type { IcsImportResult } from './icsTypes';

export interface PersistImportOptions {
  /** The owner of the imported events (users.email). */
  userEmail: string;
  /** Report only; write nothing. */
  dryRun: boolean;
}

/** Writes the series and their overrides for the user; resolves with the number of events written. */
export async function persistImport(
  result: IcsImportResult,
  options: PersistImportOptions,
): Promise<{ written: number }> {
  if (options.dryRun) return { written: 0 };
  void result;
  throw new Error('calendar storage is not merged yet');
}
