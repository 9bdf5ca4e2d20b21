/**
 * Shared pieces of the board import/export dialog tests: an import report as the server sends it,
 * a picked file, and the failure envelope (DESIGN §3).
 */
import type { ImportReport } from '../../../src/shared/board/boardExport';

export const REPORT: ImportReport = {
  boardId: 42,
  columns: 3,
  cards: 12,
  archivedCards: 2,
  subCards: 5,
  comments: 7,
  skipped: [
    { kind: 'attachment', id: 'a1', name: 'spec.pdf', reason: 'Uploaded files are not imported; kept as a link' },
    { kind: 'attachment', id: 'a2', name: 'logo.png', reason: 'Uploaded files are not imported; kept as a link' },
    { kind: 'action', id: 'x1', name: 'updateCard', reason: 'No place in Teamspace' },
  ],
};

/**
 * A picked `.json` file with `text`; `size` overrides the reported size in bytes. jsdom's File has
 * no `text()` (browsers do), so the file gets one that answers its content.
 */
export function aFile(text: string, name = 'board.json', size?: number): File {
  const file = new File([text], name, { type: 'application/json' });
  Object.defineProperty(file, 'text', { value: () => Promise.resolve(text) });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A small Trello export (the client only looks at `cards` to count them). */
export const TRELLO = JSON.stringify({
  id: '5f0000000000000000000001',
  name: 'Roadmap',
  lists: [{ id: 'l1', name: 'To do', closed: false, pos: 1 }],
  cards: [
    { id: 'c1', name: 'One', idList: 'l1', closed: false, pos: 1 },
    { id: 'c2', name: 'Two', idList: 'l1', closed: true, pos: 2 },
  ],
  actions: [],
});

/** Our own export of a board with one card holding a sub-card. */
export const OURS = JSON.stringify({
  format: 'teamspace.board',
  version: 1,
  exportedAt: '2026-01-01T00:00:00.000Z',
  board: { name: 'Mine', bgColor: null, bgImage: null, displayType: 'kanban' },
  stickers: [],
  templates: [],
  columns: [{ name: 'A', color: null, cards: [{ name: 'Parent', children: [{ name: 'Child', children: [] }] }] }],
});

/** The failure envelope of DESIGN §3. */
export const failure = (error: string, code: string) => ({ success: false, status: 'error', error, code });
