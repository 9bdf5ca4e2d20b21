/**
 * Trello labels, dates and custom fields as our stickers (issue 7 Deliver 1 "labels → a state-like
 * sticker (or several) … due dates → deadline sticker (start date → range mode; dueComplete → done)
 * … custom fields where present"; ./trelloConvert.ts).
 *
 * Board stickers (keys are unique in the file):
 * - `labels`, `labels-2`, … state stickers "Labels", "Labels 2", …: each holds every board label as
 *   a state (name, else the colour's name, else "Label"; colours by mapTrelloColor; equal
 *   name + colour merged; at most 100 states; id-less labels of old exports keyed by colour + name). There
 *   are as many as the most labels on one card, and one when the board has labels no card uses;
 *   a card's i-th label is the value of the i-th sticker, so no label is dropped.
 * - `deadline`: due → endDate, start → startDate (range mode), showTime true, dueReminder minutes →
 *   `notification` seconds (nearest of REMINDER_OPTIONS_S, with a report note when not exact).
 * - `start-date` textField "Start date": a start with no due (or after the due) as date text.
 * - `cf-<id>` per custom field: text → textField, number → numberField (precision = most decimals
 *   seen, ≤ 10), list → state (options → states), checkbox → state with one state "Yes" (green;
 *   checked → value, unchecked → no value), date → textField holding the date as text
 *   (`2024-03-05`, or `2024-06-01 10:00 UTC` with a time).
 * Every value is checked with the shared rules (stickerPutSchema) before it is written; a value
 * that fails is reported instead.
 */
import type { ExportedBoardSticker, ExportedCardSticker } from '../../../shared/board/boardExport';
import { NAME_MAX } from '../../../shared/constants';
import type { StickerConfigs, StateConfig } from '../../../shared/stickers/stickerConfigs';
import { REMINDER_OPTIONS_S, MAX_NUMBER_PRECISION, type StickerType } from '../../../shared/stickers/stickerTypes';
import { stickerPutSchema } from '../../../shared/stickers/stickerValues';
import type { StoredDeadline } from '../../../shared/stickers/stickerWire';
import type { TrelloBoard, TrelloCard, TrelloCustomField, TrelloLabel } from './trelloExport';
import { cut, describeValue, isoDate, mapTrelloColor, readableDate, trelloLabelKey } from './trelloValues';

type Skip = (kind: string, id: string, name: string | null | undefined, reason: string) => void;

const MAX_STATES = 100;
/** A sticker or state name: trimmed, `fallback` when empty, cut to NAME_MAX (reported when `note` is given). */
function stateName(text: string | null | undefined, fallback: string, note?: { id: string; skip: Skip }): string {
  const result = cut((text ?? '').trim() || fallback, NAME_MAX);
  if (result.cut && note)
    note.skip('truncated', note.id, result.text.slice(0, 80), `The name was cut to ${NAME_MAX} characters.`);
  return result.text.trim();
}

interface FieldSticker {
  key: string;
  field: TrelloCustomField;
  type: 'textField' | 'numberField' | 'state';
  configs: StickerConfigs;
}

/** A due / start pair as a deadline value, or null when there is no usable due. */
function deadlineOf(
  due: string | null | undefined,
  start: string | null | undefined,
  reminder: number | string | null | undefined,
  owner: { id: string; name: string },
  skip: Skip,
): StoredDeadline | null {
  const endDate = isoDate(due);
  if (!endDate) return null;
  const startIso = isoDate(start);
  const value: StoredDeadline = {
    endDate,
    startDate: startIso && startIso <= endDate ? startIso : null,
    showTime: true,
    prevValues: [],
  };
  const minutes = reminder === null || reminder === undefined || reminder === '' ? -1 : Number(reminder);
  if (Number.isFinite(minutes) && minutes >= 0) {
    const seconds = minutes * 60;
    const nearest = REMINDER_OPTIONS_S.reduce((a, b) => (Math.abs(b - seconds) < Math.abs(a - seconds) ? b : a));
    value.notification = nearest;
    if (nearest !== seconds)
      skip(
        'reminder',
        owner.id,
        owner.name,
        `The reminder ${minutes} min before the due date is not one of ours; set to ${nearest / 60} min.`,
      );
  }
  return value;
}

/** Plans the board stickers for the imported `cards` of a Trello board and gives each card's values. */
export function trelloStickers(board: TrelloBoard, cards: readonly TrelloCard[], skip: Skip) {
  const stickers: ExportedBoardSticker[] = [];
  const add = (key: string, type: string, name: string | null, configs: StickerConfigs): void => {
    stickers.push({ key, type, name, icon: null, isActive: true, configs, sort: stickers.length, deletedAt: null });
  };
  const check = (type: StickerType, configs: StickerConfigs, value: unknown): boolean =>
    stickerPutSchema(type, configs).safeParse(value).success;

  // Labels: board labels (old exports: the named colours of `labelNames`) plus labels only embedded in cards.
  const labels = new Map<string, TrelloLabel>();
  const boardLabels =
    board.labels ??
    Object.entries(board.labelNames ?? {})
      .filter(([, name]) => name?.trim())
      .map(([color, name]) => ({ name, color }));
  for (const label of boardLabels) labels.set(trelloLabelKey(label), label);
  for (const card of board.cards)
    for (const label of card.labels ?? [])
      if (!labels.has(trelloLabelKey(label))) labels.set(trelloLabelKey(label), label);
  const states: StateConfig[] = [];
  const stateOf = new Map<string, StateConfig>();
  for (const [key, label] of labels) {
    const state = {
      name: stateName(label.name, label.color || 'Label', { id: key, skip }),
      color: mapTrelloColor(label.color),
    };
    const same = states.find((s) => s.name === state.name && s.color === state.color);
    if (same) stateOf.set(key, same);
    else if (states.length < MAX_STATES) {
      states.push(state);
      stateOf.set(key, state);
    } else skip('label', key, label.name, `A state sticker holds at most ${MAX_STATES} states.`);
  }
  const labelsByCard = new Map<string, StateConfig[]>();
  const cardLabels = (card: TrelloCard): StateConfig[] => {
    const cached = labelsByCard.get(card.id);
    if (cached) return cached;
    // `idLabels` and the embedded `labels` normally agree; some files fill only one of them.
    const labelIds = [...new Set([...(card.idLabels ?? []), ...(card.labels ?? []).map(trelloLabelKey)])];
    const found: StateConfig[] = [];
    labelsByCard.set(card.id, found);
    for (const labelId of labelIds) {
      const state = stateOf.get(labelId);
      if (state) found.push(state);
      else if (!labels.has(labelId))
        skip('label', `${card.id}/${labelId}`, labelId, 'The label is not among the board labels.');
    }
    return found;
  };
  // At least one "Labels" sticker when the board has labels, so labels no card uses are kept too.
  const labelCount = cards.reduce((most, card) => Math.max(most, cardLabels(card).length), states.length > 0 ? 1 : 0);
  const labelKeys = Array.from({ length: labelCount }, (_, i) => (i === 0 ? 'labels' : `labels-${i + 1}`));
  labelKeys.forEach((key, i) => add(key, 'state', i === 0 ? 'Labels' : `Labels ${i + 1}`, { states }));

  // Deadline and start dates.
  const items = (board.checklists ?? []).flatMap((c) => c.checkItems ?? []);
  if (cards.some((c) => isoDate(c.due)) || items.some((i) => isoDate(i.due))) add('deadline', 'deadline', null, {});
  const startText = (card: TrelloCard): string | null => {
    const start = isoDate(card.start);
    const due = isoDate(card.due);
    return start && (!due || start > due) ? readableDate(start) : null;
  };
  if (cards.some((c) => startText(c) !== null)) add('start-date', 'textField', 'Start date', {});

  // Custom fields.
  const fields = new Map<string, FieldSticker>();
  const decimals = (text: unknown): number => {
    const match = /\.(\d+)/.exec(String(text).split(/e/i)[0] ?? '');
    return match ? match[1].length : 0;
  };
  for (const field of board.customFields ?? []) {
    const key = `cf-${field.id}`;
    const name = stateName(field.name, 'Custom field', { id: field.id, skip });
    let sticker: FieldSticker | null = null;
    if (field.type === 'text' || field.type === 'date') sticker = { key, field, type: 'textField', configs: {} };
    else if (field.type === 'number') {
      const values = cards.flatMap((c) => c.customFieldItems ?? []).filter((i) => i.idCustomField === field.id);
      const most = values.reduce((n, item) => Math.max(n, decimals(item.value?.number)), 0);
      const precision = Math.min(MAX_NUMBER_PRECISION, most);
      sticker = { key, field, type: 'numberField', configs: { number: { precision } } };
    } else if (field.type === 'list') {
      const options: StateConfig[] = [];
      for (const option of field.options ?? []) {
        const state = {
          name: stateName(String(option.value?.text ?? ''), option.color || 'Option', { id: option.id, skip }),
          color: mapTrelloColor(option.color),
        };
        if (options.some((s) => s.name === state.name && s.color === state.color)) continue;
        if (options.length < MAX_STATES) options.push(state);
        else skip('customFieldOption', option.id, state.name, `A state sticker holds at most ${MAX_STATES} states.`);
      }
      sticker = { key, field, type: 'state', configs: { states: options } };
    } else if (field.type === 'checkbox')
      sticker = { key, field, type: 'state', configs: { states: [{ name: 'Yes', color: 'green' }] } };
    if (!sticker) {
      skip('customField', field.id, field.name, `Custom fields of type "${field.type ?? ''}" have no place.`);
      continue;
    }
    fields.set(field.id, sticker);
    add(key, sticker.type, name, sticker.configs);
  }

  /** A custom field item's value, or undefined when it has none (unchecked, empty). */
  const fieldValue = (sticker: FieldSticker, item: NonNullable<TrelloCard['customFieldItems']>[number]): unknown => {
    const raw = item.value ?? {};
    switch (sticker.field.type) {
      case 'text':
        return typeof raw.text === 'string' && raw.text.trim() ? { value: raw.text } : undefined;
      case 'date':
        return typeof raw.date === 'string' && raw.date ? { value: readableDate(raw.date) ?? raw.date } : undefined;
      case 'number':
        return raw.number === undefined || raw.number === '' ? undefined : { value: Number(raw.number) };
      case 'checkbox':
        return raw.checked === 'true' || raw.checked === true ? { name: 'Yes', color: 'green' } : undefined;
      default: {
        const option = sticker.field.options?.find((o) => o.id === item.idValue);
        if (!item.idValue) return undefined;
        if (!option) return null;
        const name = stateName(String(option.value?.text ?? ''), option.color || 'Option');
        return { name, color: mapTrelloColor(option.color) };
      }
    }
  };

  /**
   * The sticker values of a card: its labels, deadline (+ start-date text), custom fields.
   * `updatedAt` is the card's creation date (Trello keeps no per-value date).
   */
  function cardStickers(card: TrelloCard, updatedAt: string): ExportedCardSticker[] {
    const values: ExportedCardSticker[] = [];
    const put = (sticker: string, value: unknown): void => {
      values.push({ sticker, value, updatedAt, updatedBy: null });
    };
    const name = card.name ?? '';
    cardLabels(card).forEach((state, i) => put(labelKeys[i], { ...state }));
    const deadline = deadlineOf(card.due, card.start, card.dueReminder, { id: card.id, name }, skip);
    if (deadline && check('deadline', {}, deadline)) put('deadline', deadline);
    else if (deadline) skip('due', card.id, name, `The due date "${card.due ?? ''}" is not a valid date.`);
    const start = startText(card);
    if (start) put('start-date', { value: start });
    for (const item of card.customFieldItems ?? []) {
      const sticker = item.idCustomField ? fields.get(item.idCustomField) : undefined;
      const known = (board.customFields ?? []).some((f) => f.id === item.idCustomField);
      if (!sticker) {
        if (!known)
          skip(
            'customFieldItem',
            item.id,
            item.idCustomField,
            `A value of a custom field not in the export ("${describeValue(item.value)}").`,
          );
        else skip('customFieldItem', item.id, item.idCustomField, 'The custom field has no place (see its entry).');
        continue;
      }
      const value = fieldValue(sticker, item);
      if (value === undefined) continue;
      if (value !== null && check(sticker.type, sticker.configs, value)) put(sticker.key, value);
      else
        skip(
          'customFieldItem',
          item.id,
          sticker.field.name,
          `The value "${describeValue(item.value) || item.idValue || ''}" on card "${name}" is not valid for the field.`,
        );
    }
    return values;
  }

  /** A check item's due date as the sub-card's deadline value, or null. */
  function itemDeadline(
    item: { id: string; name?: string | null; due?: string | null; dueReminder?: number | string | null },
    updatedAt: string,
  ): ExportedCardSticker | null {
    const value = deadlineOf(item.due, null, item.dueReminder, { id: item.id, name: item.name ?? '' }, skip);
    if (!value || !check('deadline', {}, value)) return null;
    return { sticker: 'deadline', value, updatedAt, updatedBy: null };
  }

  return { stickers, cardStickers, itemDeadline };
}
