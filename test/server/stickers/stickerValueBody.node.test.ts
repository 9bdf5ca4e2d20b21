/**
 * The body of `PUT /editor/card/{cardId}/sticker/{stickerId}` is the spec's `{value}`
 * (spec/board.md §7 "{value}; for timer, value holds command or initialValue", §3 stopwatch
 * "a put sends a boolean"): over HTTP and the socket `api` alike a client that follows the spec
 * sets time tracking, runs a timer, toggles a stopwatch and sets a text; field errors sit under
 * `value`, shaped like the value; the bare value (our old form) is refused with 400, because a
 * value that is itself `{value: …}` (textField, numberField, priority) would be ambiguous.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { forEachDialect, openSocket, socketCall, type Json } from '../harness';
import { api, ok, team, type Team } from '../editor/editorFixture';

const field = expect.any(String);

forEachDialect('sticker value body', (ref) => {
  let t: Team;
  let base: string;
  const stickerOf = new Map<string, number>();
  let socket: ClientSocket;

  beforeAll(async () => {
    t = await team(ref.server, 1);
    const card = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Task' });
    base = `/editor/card/${card.id}/sticker`;
    for (const [type, name] of [
      ['timeTracking', null],
      ['timer', null],
      ['stopwatch', null],
      ['textField', 'Notes'],
    ] as const) {
      const definition = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, { type, name });
      const attached = await ok(ref.server, t.owner, 'POST', `${base}/create`, { boardStickerId: definition.id });
      stickerOf.set(type, attached.id);
    }
    socket = await openSocket(ref.server, t.member.token);
  });
  afterAll(() => socket.close());

  const url = (type: string) => `${base}/${stickerOf.get(type)}`;
  /** A PUT over HTTP as the owner and over the socket `api` as the member: the same answer. */
  const put = async (type: string, body: unknown): Promise<{ status: number; body: Json }[]> => {
    const http = await api(ref.server, t.owner, 'PUT', url(type), body);
    const viaSocket = await socketCall(socket, { method: 'PUT', url: url(type), body });
    return [http, { status: viaSocket.status, body: viaSocket.data }];
  };

  test('the spec’s {value} sets time tracking, runs a timer, toggles a stopwatch and sets a text', async () => {
    const plan = { plan: { hours: 2, minutes: 30 }, fact: { hours: 1, minutes: 0 } };
    for (const answer of await put('timeTracking', { value: plan })) {
      expect(answer.status).toBe(200);
      expect(answer.body.data.value).toEqual(plan);
    }
    for (const answer of await put('timer', { value: { initialValue: 60_000 } })) {
      expect(answer.body.data.value).toEqual({ initialValue: 60_000, history: [] });
    }
    const [started, startedAgain] = await put('timer', { value: { command: 'start' } });
    expect(started.body.data.value.history).toHaveLength(1);
    // The socket's start came second: a start of a running timer changes nothing.
    expect(startedAgain.body.data.value).toEqual(started.body.data.value);
    const [on, off] = await put('stopwatch', { value: true });
    expect(on.body.data.value).toEqual([{ start: { time: expect.any(String) } }]);
    expect(off.body.data.value).toEqual([{ start: { time: expect.any(String) }, end: { time: expect.any(String) } }]);
    for (const answer of await put('textField', { value: { value: '  hello  ' } })) {
      expect(answer.body.data.value).toEqual({ value: 'hello' });
    }
  });

  test('field errors sit under value, shaped like the value; the bare value is refused', async () => {
    for (const answer of await put('timeTracking', { value: { plan: { hours: 0, minutes: 75 } } })) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(answer.body.data).toEqual({ value: { plan: { minutes: field } } });
    }
    for (const answer of await put('textField', { value: { value: 5 } })) {
      expect(answer.body.data).toEqual({ value: { value: field } });
    }
    for (const [type, bare] of [
      ['timeTracking', { plan: { hours: 1, minutes: 0 } }],
      ['timer', { command: 'stop' }],
      ['stopwatch', true],
    ] as const) {
      for (const answer of await put(type, bare)) {
        expect(`${type} ${answer.status}`).toBe(`${type} 400`);
        expect(answer.body.code).toBe('VALIDATION_FAILED');
      }
    }
    // A bare textField value reads as the spec's body holding a string: not a textField value.
    for (const answer of await put('textField', { value: 'bare' })) {
      expect(answer.status).toBe(400);
      expect(answer.body.data).toEqual({ value: { _form: field } });
    }
    const stored = await ok(ref.server, t.owner, 'GET', base.replace('/sticker', ''));
    const text = stored.stickers.find((s: Json) => s.id === stickerOf.get('textField'));
    expect(text.value).toEqual({ value: 'hello' });
  });
});
