/**
 * The writers of the durability test: a board built through the real API (owner + member of one
 * company, two columns, a text sticker) and concurrent writer loops that create cards, move them
 * (between columns, onto colliding sorts), set a sticker value and comment, over plain HTTP. The
 * ledger keeps what the server acknowledged (2xx received) and what was in flight when it died.
 */
import crypto from 'node:crypto';
import type { Json } from '../harness';

/** One acknowledged card and where it may be: the acknowledged column or one of a move in flight. */
export interface LedgerCard {
  name: string;
  counter: number;
  columnId: number;
  pendingColumnIds: number[];
  /** Acknowledged text sticker value. */
  sticker?: string;
  /** A sticker attach was sent (acknowledged or not): do not attach twice. */
  stickerSent?: boolean;
}

export class Ledger {
  readonly cards = new Map<number, LedgerCard>();
  readonly comments: { id: number; cardId: number; text: string }[] = [];
  /** Answers other than 2xx, and network errors while the server was meant to be up. */
  readonly refusals: string[] = [];
  acknowledged = 0;
  /** Set just before the kill: network errors from then on are expected. */
  killing = false;
  private waiters: { count: number; resolve: () => void }[] = [];

  acked(): void {
    this.acknowledged += 1;
    this.waiters = this.waiters.filter((waiter) => {
      if (this.acknowledged < waiter.count) return true;
      waiter.resolve();
      return false;
    });
  }

  addCard(id: number, counter: number, name: string, columnId: number): void {
    this.cards.set(id, { name, counter, columnId, pendingColumnIds: [] });
  }

  /** Resolves once `count` writes in total were acknowledged. */
  waitFor(count: number): Promise<void> {
    if (this.acknowledged >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }
}

async function request(
  baseUrl: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The board the writers work on, built through the API. */
export class World {
  private constructor(
    readonly baseUrl: string,
    readonly tokens: string[],
    readonly companyId: number,
    readonly boardId: number,
    readonly columnIds: number[],
    readonly stickerId: number,
  ) {}

  static async create(baseUrl: string): Promise<World> {
    const register = async (name: string) => {
      const email = `${name.toLowerCase()}.${crypto.randomUUID()}@example.com`;
      const response = await fetch(`${baseUrl}/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, password: 'correct horse 1', name }),
      });
      await response.arrayBuffer();
      return (response.headers.get('authorization') ?? '').replace(/^Bearer /, '');
    };
    const owner = await register('Owner');
    const member = await register('Member');
    const data = async (token: string, method: string, url: string, body?: unknown) => {
      const answer = await request(baseUrl, token, method, url, body);
      if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data as Json;
    };
    const company = await data(owner, 'POST', '/company', { name: 'Durable' });
    const link = await data(owner, 'POST', `/company/${company.id}/links`, {});
    await data(member, 'POST', `/company/${company.id}/join/${link.token}`);
    const project = await data(owner, 'POST', `/company/${company.id}/projects`, { name: 'Crash' });
    const board = await data(owner, 'POST', `/project/${project.id}/boards`, { name: 'Kill -9' });
    const columns = [];
    for (const name of ['Left', 'Right'])
      columns.push((await data(owner, 'POST', `/editor/columns/${board.id}`, { name })).id);
    const sticker = await data(owner, 'POST', `/board/${board.id}/stickers`, { type: 'textField', name: 'Note' });
    return new World(baseUrl, [owner, member], company.id, board.id, columns, sticker.id);
  }

  /** Creates a card (fails loudly on anything but 201). */
  async createCard(columnId: number, name: string): Promise<{ id: number; counter: number }> {
    const answer = await request(this.baseUrl, this.tokens[0], 'POST', `/editor/card/${columnId}`, { name });
    if (answer.status !== 201) throw new Error(`create after restart: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  }
}

const pick = <T>(items: T[]): T => items[crypto.randomInt(items.length)];

/** One writer: sequential operations until a request fails because the server died. */
async function writer(world: World, ledger: Ledger, index: number, round: number): Promise<void> {
  const token = world.tokens[index % world.tokens.length];
  const own: number[] = [...ledger.cards.entries()]
    .filter(([, c]) => c.name.startsWith(`w${index} `))
    .map(([id]) => id);
  for (let step = 0; ; step += 1) {
    const roll = Math.random();
    const cardId = own.length ? pick(own) : undefined;
    const card = cardId === undefined ? undefined : ledger.cards.get(cardId);
    let send: () => Promise<{ status: number; body: Json }>;
    let onAck: (body: Json) => void;

    if (!card || cardId === undefined || roll < 0.35) {
      const columnId = pick(world.columnIds);
      const name = `w${index} r${round} #${step}`;
      send = () => request(world.baseUrl, token, 'POST', `/editor/card/${columnId}`, { name });
      onAck = (body) => {
        ledger.addCard(body.data.id, body.data.counter, name, columnId);
        own.push(body.data.id);
      };
    } else if (roll < 0.65) {
      // Sorts 0–30 collide often: the server shifts neighbours, the test checks uniqueness.
      const columnId = pick(world.columnIds);
      const sort = crypto.randomInt(31);
      card.pendingColumnIds.push(columnId);
      send = () => request(world.baseUrl, token, 'PUT', `/editor/card/${cardId}`, { columnId, sort });
      onAck = () => {
        card.columnId = columnId;
        card.pendingColumnIds = [];
      };
    } else if (roll < 0.8 && !card.stickerSent) {
      const value = `note ${round}.${step}`;
      card.stickerSent = true;
      const body = { boardStickerId: world.stickerId, value: { value } };
      send = () => request(world.baseUrl, token, 'POST', `/editor/card/${cardId}/sticker/create`, body);
      onAck = () => (card.sticker = value);
    } else {
      const text = `comment ${index}.${round}.${step}`;
      send = () => request(world.baseUrl, token, 'POST', `/editor/card/${cardId}/comments`, { text });
      onAck = (body) => ledger.comments.push({ id: body.data.id, cardId, text });
    }

    try {
      const answer = await send();
      if (answer.status >= 200 && answer.status < 300) {
        onAck(answer.body);
        ledger.acked();
      } else ledger.refusals.push(`${answer.status} ${JSON.stringify(answer.body)}`);
    } catch (error) {
      if (!ledger.killing) ledger.refusals.push(`network error before the kill: ${String(error)}`);
      return;
    }
  }
}

/** Runs `count` writers; resolves when every one stopped (the server was killed). */
export async function runWriters(world: World, ledger: Ledger, count: number, round: number): Promise<void> {
  await Promise.all(Array.from({ length: count }, (_, index) => writer(world, ledger, index, round)));
}
