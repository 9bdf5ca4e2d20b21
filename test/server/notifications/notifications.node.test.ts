/**
 * Notification settings over HTTP and the socket API (spec/shell.md §3 Notification settings, §4,
 * §7; DESIGN §3 Live events) on SQLite and PostgreSQL: defaults, partial updates, per-chat and
 * per-person switches, the live events reaching the user's other tabs (never the sender's socket)
 * and the refusal for a person of another company.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { call, collect, forEachDialect, openSocket, sleep, socketCall } from '../harness';
import { companyOf, joinAs, person } from '../company/fixtures';

const DEFAULTS = {
  soundEnabled: true,
  calendarSoundEnabled: true,
  callSoundEnabled: true,
  meta: {},
  chatNotificationSettings: {},
  userNotificationSettings: {},
};

async function waitFor(check: () => boolean, what: string, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

forEachDialect('notification settings', (ref) => {
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  beforeAll(async () => {
    await person(ref.server, 'System admin');
  });

  test('a user who never saved settings gets the defaults: everything enabled', async () => {
    const user = await person(ref.server);
    const answer = await call(ref.server, 'GET', '/notifications/settings', { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, status: 'success', data: DEFAULTS });
    const chat = await call(ref.server, 'GET', '/notifications/chat/42', { token: user.token });
    expect(chat.body.data).toEqual({ chatId: 42, enabled: true });
    expect((await call(ref.server, 'GET', '/notifications/settings')).status).toBe(401);
  });

  test('PUT changes only the given fields and answers the full settings', async () => {
    const user = await person(ref.server);
    const first = await call(ref.server, 'PUT', '/notifications/settings', {
      token: user.token,
      body: { calendarSoundEnabled: false },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ ...DEFAULTS, calendarSoundEnabled: false });
    const second = await call(ref.server, 'PUT', '/notifications/settings', {
      token: user.token,
      body: { soundEnabled: false, meta: { volume: 3 } },
    });
    expect(second.body.data).toEqual({
      ...DEFAULTS,
      soundEnabled: false,
      calendarSoundEnabled: false,
      meta: { volume: 3 },
    });
    const read = await call(ref.server, 'GET', '/notifications/settings', { token: user.token });
    expect(read.body.data).toEqual(second.body.data);
    const bad = await call(ref.server, 'PUT', '/notifications/settings', {
      token: user.token,
      body: { soundEnabled: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toHaveProperty('soundEnabled');
  });

  test('chat and person switches are stored per user and listed in the settings', async () => {
    const owner = await person(ref.server, 'Owner');
    const member = await person(ref.server, 'Member');
    const company = await companyOf(ref.server, owner);
    await joinAs(ref.server, owner, company.id, member);

    const chat = await call(ref.server, 'PUT', '/notifications/chat/9', {
      token: owner.token,
      body: { enabled: false },
    });
    expect(chat.body.data).toEqual({ chatId: 9, enabled: false });
    const muted = await call(ref.server, 'PUT', `/notifications/user/${member.id}`, {
      token: owner.token,
      body: { enabled: false },
    });
    expect(muted.status).toBe(200);
    expect(muted.body.data).toEqual({ targetUserId: member.id, enabled: false });

    expect((await call(ref.server, 'GET', '/notifications/chat/9', { token: owner.token })).body.data).toEqual({
      chatId: 9,
      enabled: false,
    });
    // Another user's switches are their own.
    expect((await call(ref.server, 'GET', '/notifications/chat/9', { token: member.token })).body.data.enabled).toBe(
      true,
    );
    const settings = await call(ref.server, 'GET', '/notifications/settings', { token: owner.token });
    expect(settings.body.data.chatNotificationSettings).toEqual({ '9': { enabled: false } });
    expect(settings.body.data.userNotificationSettings).toEqual({ [String(member.id)]: { enabled: false } });

    // Switching back is an update of the same entry, over the socket API too.
    const socket = await openSocket(ref.server, owner.token);
    sockets.push(socket);
    const reply = await socketCall(socket, { method: 'PUT', url: '/notifications/chat/9', body: { enabled: true } });
    expect(reply.status).toBe(200);
    expect(reply.data.data).toEqual({ chatId: 9, enabled: true });
    const after = await call(ref.server, 'GET', '/notifications/settings', { token: owner.token });
    expect(after.body.data.chatNotificationSettings).toEqual({ '9': { enabled: true } });
  });

  test("live events reach the user's other socket with only the changed fields, never the sender's", async () => {
    const owner = await person(ref.server, 'Owner');
    const member = await person(ref.server, 'Member');
    const company = await companyOf(ref.server, owner);
    await joinAs(ref.server, owner, company.id, member);
    const tab = await openSocket(ref.server, owner.token);
    const otherTab = await openSocket(ref.server, owner.token);
    const someoneElse = await openSocket(ref.server, member.token);
    sockets.push(tab, otherTab, someoneElse);
    const events = ['notifications:settings:updated', 'notifications:chat:updated', 'notifications:user:updated'];
    const seenByOther = events.map((event) => collect(otherTab, event));
    const seenBySender = events.map((event) => collect(tab, event));
    const seenByMember = events.map((event) => collect(someoneElse, event));
    const headers = { 'socket-id': tab.id as string };

    await call(ref.server, 'PUT', '/notifications/settings', {
      token: owner.token,
      headers,
      body: { callSoundEnabled: false },
    });
    await call(ref.server, 'PUT', '/notifications/chat/5', { token: owner.token, headers, body: { enabled: false } });
    await call(ref.server, 'PUT', `/notifications/user/${member.id}`, {
      token: owner.token,
      headers,
      body: { enabled: false },
    });

    await waitFor(() => seenByOther.every((list) => list.length === 1), 'events on the other tab');
    expect(seenByOther).toEqual([
      [{ callSoundEnabled: false }],
      [{ chatId: 5, enabled: false }],
      [{ targetUserId: member.id, enabled: false }],
    ]);
    await sleep(50);
    expect(seenBySender).toEqual([[], [], []]);
    expect(seenByMember).toEqual([[], [], []]);
  });

  test('a person of another company (or nobody) is refused with 404', async () => {
    const me = await person(ref.server, 'Me');
    const stranger = await person(ref.server, 'Stranger');
    await companyOf(ref.server, me);
    await companyOf(ref.server, stranger, 'Other Inc');
    const refused = await call(ref.server, 'PUT', `/notifications/user/${stranger.id}`, {
      token: me.token,
      body: { enabled: false },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.success).toBe(false);
    const nobody = await call(ref.server, 'PUT', '/notifications/user/999999', {
      token: me.token,
      body: { enabled: false },
    });
    expect(nobody.status).toBe(404);
    const settings = await call(ref.server, 'GET', '/notifications/settings', { token: me.token });
    expect(settings.body.data.userNotificationSettings).toEqual({});
  });
});
