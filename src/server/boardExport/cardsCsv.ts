/**
 * The cards of a board as CSV (issue 7 Deliver 3 "cards to CSV"; DESIGN §3
 * `GET /board/{boardId}/export.csv`): UTF-8 with a BOM (so Excel reads it as UTF-8), a header row
 * in the request's language (i18n/<locale>/cardsCsv.json) and one row per card — top-level and
 * sub-cards, open and archived — in board order: columns left to right, each card followed by its
 * sub-cards (depth first, sort descending). Quoting is csv-stringify's (RFC 4180), so names with
 * quotes, commas and line breaks survive; every cell, headers included, that a spreadsheet would
 * run as a formula is escaped (formulaSafeCell.ts).
 *
 * Columns: Task number, Name, Description, Column, Parent task number, Archived, Done, Created,
 * Moved (ISO-8601 UTC), Creator, Executors, Responsible (names, ", "-separated), Comments (count),
 * then one column per board sticker definition that holds values (stickerCells.ts), a deleted one
 * only when some card still carries it.
 */
import { stringify } from 'csv-stringify/sync';
import enCsv from '../../../i18n/en-US/cardsCsv.json';
import enStickers from '../../../i18n/en-US/stickers.json';
import ruCsv from '../../../i18n/ru-RU/cardsCsv.json';
import ruStickers from '../../../i18n/ru-RU/stickers.json';
import type { Language } from '../../shared/constants';
import type { BoardSnapshot, SnapshotCard, UserColumns } from './boardSnapshot.repository';
import { FORMULA_LIKE_QUOTED, formulaSafeCell } from '../../shared/formulaSafeCell';
import { stickerCell, VALUE_STICKER_TYPES } from './stickerCells';

const LABELS = {
  en: { csv: enCsv, stickerTypes: enStickers.types as Record<string, string> },
  ru: { csv: ruCsv, stickerTypes: ruStickers.types as Record<string, string> },
};

const nameOf = (user: UserColumns, keptName: string | null = null): string => user.name ?? keptName ?? '';

/** Cards in board order: per column, each top-level card followed by its sub-cards, depth first. */
function inBoardOrder(snapshot: BoardSnapshot): SnapshotCard[] {
  const childrenOf = new Map<number | null, SnapshotCard[]>();
  const topLevel = new Map<number, SnapshotCard[]>();
  for (const card of snapshot.cards) {
    const map = card.parentCardId === null ? topLevel : childrenOf;
    const key = card.parentCardId === null ? card.columnId : card.parentCardId;
    const list = map.get(key as number) ?? [];
    list.push(card);
    map.set(key as number, list);
  }
  const ordered: SnapshotCard[] = [];
  const visit = (card: SnapshotCard) => {
    ordered.push(card);
    for (const child of childrenOf.get(card.id) ?? []) visit(child);
  };
  for (const column of snapshot.columns) for (const card of topLevel.get(column.id) ?? []) visit(card);
  return ordered;
}

/**
 * The CSV text (BOM included) of every card of the snapshot, headers in `language`; timer and
 * stopwatch cells are computed at `nowMs`.
 */
export function cardsCsv(snapshot: BoardSnapshot, language: Language, nowMs = Date.now()): string {
  const labels = LABELS[language];
  const columnName = new Map(snapshot.columns.map((c) => [c.id, c.name]));
  const counterOf = new Map(snapshot.cards.map((c) => [c.id, c.counter]));
  const attached = new Set(snapshot.cardStickers.map((s) => s.boardStickerId));
  const stickers = snapshot.stickers.filter(
    (s) => VALUE_STICKER_TYPES.has(s.type) && (s.deletedAt === null || attached.has(s.id)),
  );

  const valueOf = new Map<string, unknown>();
  for (const s of snapshot.cardStickers) {
    try {
      valueOf.set(`${s.cardId}:${s.boardStickerId}`, s.value === null ? null : JSON.parse(s.value));
    } catch {
      valueOf.set(`${s.cardId}:${s.boardStickerId}`, s.value);
    }
  }
  const executors = new Map<number, string[]>();
  const responsible = new Map<number, string[]>();
  for (const m of snapshot.members) {
    const map = m.isResponsible ? responsible : executors;
    map.set(m.cardId, [...(map.get(m.cardId) ?? []), nameOf(m.user)]);
  }
  const comments = new Map<number, number>();
  for (const c of snapshot.comments) comments.set(c.cardId, (comments.get(c.cardId) ?? 0) + 1);

  const header = [
    ...Object.values(labels.csv.columns),
    ...stickers.map((s) => {
      const name = s.name ?? labels.stickerTypes[s.type] ?? s.type;
      return s.deletedAt === null ? name : labels.csv.deletedSticker.replace('{{name}}', name);
    }),
  ];
  const flag = (set: boolean) => (set ? labels.csv.yes : labels.csv.no);
  const rows = inBoardOrder(snapshot).map((card) => [
    card.counter,
    card.name,
    card.description ?? '',
    columnName.get(card.columnId) ?? '',
    card.parentCardId === null ? '' : (counterOf.get(card.parentCardId) ?? ''),
    flag(card.archivedAt !== null),
    flag(card.doneAt !== null),
    card.createdAt,
    card.movedAt,
    card.createdByGuest ? labels.csv.guest : nameOf(card.creator, card.creatorName),
    (executors.get(card.id) ?? []).join(', '),
    (responsible.get(card.id) ?? []).join(', '),
    comments.get(card.id) ?? 0,
    ...stickers.map((s) => stickerCell(s.type, valueOf.get(`${card.id}:${s.id}`), nowMs)),
  ]);
  const safe = [header, ...rows].map((row) => row.map(formulaSafeCell));
  return stringify(safe, { bom: true, record_delimiter: 'windows', quoted_match: FORMULA_LIKE_QUOTED });
}
