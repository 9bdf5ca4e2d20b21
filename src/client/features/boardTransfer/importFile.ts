/**
 * What the import dialog checks before anything is sent (issue 7 Deliver 2, 4): the file's size
 * against IMPORT_MAX_BYTES, that it parses as a JSON object, and which route takes it — our own
 * export (`format: 'teamspace.board'`) goes to `/import/board`, anything else to `/import/trello`
 * (the server decides whether it really is a Trello export and says why not).
 */
import { BOARD_EXPORT_FORMAT, IMPORT_MAX_BYTES } from '../../../shared/board/boardExport';

/** The import route a file goes to: POST /project/{projectId}/import/{kind}. */
export type ImportKind = 'trello' | 'board';

/** A file ready to send: its text as read, the route, and how many cards it holds (for progress). */
export interface PreparedImport {
  kind: ImportKind;
  text: string;
  /** Cards the file holds (Trello: `cards`; ours: every card and sub-card); 0 when unknown. */
  cardCount: number;
}

/** Why a file is refused before upload; the dialog shows each in words. */
export type ImportFileProblem = 'tooLarge' | 'unreadable' | 'empty' | 'invalidJson' | 'notObject';

export type PrepareResult = { ok: true; value: PreparedImport } | { ok: false; problem: ImportFileProblem };

/** The size limit in whole megabytes, for messages. */
export const IMPORT_MAX_MB = Math.floor(IMPORT_MAX_BYTES / (1024 * 1024));

interface CardLike {
  children?: unknown;
}

/** Cards of our export, sub-cards at any depth included (iterative: deep trees do not overflow). */
function countOurCards(columns: unknown): number {
  if (!Array.isArray(columns)) return 0;
  const stack: unknown[] = columns.flatMap((c: { cards?: unknown }) => (Array.isArray(c?.cards) ? c.cards : []));
  let count = 0;
  while (stack.length) {
    const card = stack.pop() as CardLike | null;
    count += 1;
    if (Array.isArray(card?.children)) stack.push(...(card.children as unknown[]));
  }
  return count;
}

/**
 * Checks and classifies an import file's text (pure). `size` is the file's size in bytes (the
 * text's length in UTF-16 units differs for non-ASCII text; the limit is on bytes).
 */
export function prepareImportText(text: string, size: number): PrepareResult {
  if (size > IMPORT_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  if (!text.trim()) return { ok: false, problem: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'invalidJson' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, problem: 'notObject' };
  const file = parsed as { format?: unknown; cards?: unknown; columns?: unknown };
  if (file.format === BOARD_EXPORT_FORMAT)
    return { ok: true, value: { kind: 'board', text, cardCount: countOurCards(file.columns) } };
  return {
    ok: true,
    value: { kind: 'trello', text, cardCount: Array.isArray(file.cards) ? file.cards.length : 0 },
  };
}

/**
 * Reads a picked file and prepares it; a file over the limit is refused before it is read, and one
 * the browser cannot read (moved, deleted, no permission) is 'unreadable'.
 */
export async function prepareImportFile(file: File): Promise<PrepareResult> {
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  return prepareImportText(text, file.size);
}
