/**
 * Demo stickers for the seed script (spec/board.md §3 sticker types): each demo board gets
 * deadline, time tracking, a 'Status' state, priority, an 'Estimate' number field, executor and
 * responsible; about a third of the cards carry some of them with values. Through the real routes.
 */
import type { BoardSticker } from '../src/shared/stickers';

export type SeedCall = (token: string, method: string, url: string, payload?: unknown) => Promise<{ data: never }>;

const DEFINITIONS = [
  { type: 'deadline', configs: { automation: { showAsTimerOnLastDay: true } } },
  { type: 'timeTracking' },
  {
    type: 'state',
    name: 'Status',
    configs: {
      states: [
        { name: 'Waiting', color: 'orange' },
        { name: 'On track', color: 'green' },
        { name: 'At risk', color: 'red' },
      ],
    },
  },
  { type: 'priority' },
  { type: 'numberField', name: 'Estimate', configs: { automation: { showPrefix: true }, number: { precision: 0 } } },
  { type: 'executor' },
  { type: 'responsible' },
] as const;

/** Creates the board's demo sticker definitions; returns them by type. */
export async function defineDemoStickers(
  call: SeedCall,
  token: string,
  boardId: number,
): Promise<Record<string, BoardSticker>> {
  const byType: Record<string, BoardSticker> = {};
  for (const body of DEFINITIONS) {
    const { data } = await call(token, 'POST', `/board/${boardId}/stickers`, body);
    byType[body.type] = data as BoardSticker;
  }
  return byType;
}

/** Attaches some demo stickers with values to one card; `next` gives numbers in [0, 1). Returns how many. */
export async function attachDemoStickers(
  call: SeedCall,
  token: string,
  cardId: number,
  definitions: Record<string, BoardSticker>,
  next: () => number,
): Promise<number> {
  const values: Record<string, unknown> = {
    deadline: {
      endDate: new Date(Date.now() + Math.round((next() * 20 - 4) * 86_400_000)).toISOString(),
      showTime: false,
    },
    timeTracking: {
      plan: { hours: 1 + Math.floor(next() * 8), minutes: 0 },
      fact: next() < 0.5 ? { hours: Math.floor(next() * 10), minutes: 30 } : null,
    },
    state: definitions.state.configs.states![Math.floor(next() * 3)],
    priority: { value: ['low', 'medium', 'high', 'critical'][Math.floor(next() * 4)] },
    numberField: { value: [1, 2, 3, 5, 8, 13][Math.floor(next() * 6)] },
  };
  let attached = 0;
  for (const [type, value] of Object.entries(values)) {
    if (next() < 0.5) continue;
    const { data } = await call(token, 'POST', `/editor/card/${cardId}/sticker/create`, {
      boardStickerId: definitions[type].id,
      value: null,
    });
    await call(token, 'PUT', `/editor/card/${cardId}/sticker/${(data as { id: number }).id}`, { value });
    attached += 1;
  }
  return attached;
}
