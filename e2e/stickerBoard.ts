/**
 * A board configured with every sticker type of the catalogue and a card carrying each of them
 * with a value (issue 4 e2e and screens), built through the real API (DESIGN §3 sticker routes).
 */
import type { BoardSticker, CardSticker } from '../src/shared/stickers';
import { api } from './workspace';

/** Definitions of every catalogue type; named types get names, state/interval/number get configs. */
export function everyStickerDefinition(now: Date) {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString();
  return [
    { type: 'taskId' },
    { type: 'timeInColumn' },
    { type: 'history' },
    { type: 'discussion' },
    { type: 'creator' },
    { type: 'timeTracking', configs: { automation: { showPrefix: true } } },
    { type: 'timer' },
    { type: 'stopwatch' },
    { type: 'deadline', configs: { automation: { showAsTimerOnLastDay: true } } },
    { type: 'textField', name: 'Customer', configs: { automation: { showPrefix: true } } },
    { type: 'numberField', name: 'Budget', configs: { number: { precision: 2, min: 0, max: 10_000 } } },
    {
      type: 'state',
      name: 'Status',
      configs: {
        states: [
          { name: 'Waiting', color: 'orange' },
          { name: 'Approved', color: 'green' },
        ],
      },
    },
    {
      type: 'timeInterval',
      name: 'Sprint',
      configs: { intervals: [{ name: 'Sprint 7', start: day(-3), end: day(11) }] },
    },
    { type: 'priority' },
    { type: 'regularTask' },
    { type: 'executor' },
    { type: 'responsible' },
  ] as const;
}

/** The value set on each type's card sticker (types without a value are absent). */
export function everyStickerValue(definitions: BoardSticker[], now: Date): Record<string, unknown> {
  const interval = definitions.find((d) => d.type === 'timeInterval')!.configs.intervals![0];
  return {
    timeTracking: { plan: { hours: 4, minutes: 30 }, fact: { hours: 5, minutes: 0 } },
    timer: { initialValue: 2 * 3_600_000 },
    stopwatch: true,
    deadline: {
      endDate: new Date(now.getTime() + 5 * 3_600_000).toISOString(),
      showTime: true,
      notification: 900,
    },
    textField: { value: 'Northwind' },
    numberField: { value: 1250.5 },
    state: { name: 'Approved', color: 'green' },
    timeInterval: { name: interval.name, start: interval.start, end: interval.end },
    priority: { value: 'high' },
    regularTask: { every: 2, unit: 'week' },
  };
}

/** Creates every definition on the board and returns them. */
export async function defineEverySticker(baseUrl: string, token: string, boardId: number): Promise<BoardSticker[]> {
  const definitions: BoardSticker[] = [];
  for (const body of everyStickerDefinition(new Date())) {
    definitions.push(await api<BoardSticker>(baseUrl, token, 'POST', `/board/${boardId}/stickers`, body));
  }
  return definitions;
}

/**
 * Attaches `definitions` to the card and sets their values (from `board`, all the board's
 * definitions, default `definitions`); returns the card stickers by type.
 */
export async function attachEverySticker(
  baseUrl: string,
  token: string,
  cardId: number,
  definitions: BoardSticker[],
  board: BoardSticker[] = definitions,
): Promise<Record<string, CardSticker>> {
  const values = everyStickerValue(board, new Date());
  const attached: Record<string, CardSticker> = {};
  for (const definition of definitions) {
    let sticker = await api<CardSticker>(baseUrl, token, 'POST', `/editor/card/${cardId}/sticker/create`, {
      cardId,
      boardStickerId: definition.id,
      value: null,
    });
    if (definition.type in values) {
      sticker = await api<CardSticker>(baseUrl, token, 'PUT', `/editor/card/${cardId}/sticker/${sticker.id}`, {
        value: values[definition.type],
      });
    }
    attached[definition.type] = sticker;
  }
  return attached;
}
