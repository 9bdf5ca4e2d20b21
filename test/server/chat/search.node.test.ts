/**
 * Chat search (GET /chat/company/{companyId}/search; issue 16 "search of messages the user may
 * read"): full text on SQLite FTS5 and PostgreSQL tsvector, prefixes, Russian, newest first, only
 * readable messages (public rooms of the company and rooms one is in; never deleted ones, never
 * another company's), plain-text snippets with «…», and hostile input never a 500.
 */
import { forEachDialect, type Json } from '../harness';
import { api, ok } from '../editor/editorFixture';
import { chatTeam, otherCompany, roomOf, send, statusOf, type ChatTeam } from './messagesFixture';

forEachDialect('chat search', (ref) => {
  let t: ChatTeam;
  let pub: number;
  let priv: number;
  let dialog: number;
  const search = (who = t.nina, query: string) =>
    ok(ref.server, who, 'GET', `/chat/company/${t.companyId}/search?${query}`) as Promise<Json[]>;
  const texts = (hits: Json[]) => hits.map((hit) => hit.message.text);

  beforeAll(async () => {
    t = await chatTeam(ref.server);
    pub = await roomOf(ref.server, t.companyId, 'public', [t.member], { name: 'general' });
    priv = await roomOf(ref.server, t.companyId, 'private', [t.member, t.pavel], { name: 'leads' });
    dialog = await roomOf(ref.server, t.companyId, 'dialog', [t.member, t.nina]);
    await send(ref.server, t.member, pub, 'Release **deployment** planned for Friday');
    await send(ref.server, t.member, priv, 'Secret deployment numbers');
    await send(ref.server, t.member, dialog, 'Привет, Нина! Деплой в пятницу');
    const gone = await send(ref.server, t.member, pub, 'deployment rollback notes');
    await ok(ref.server, t.member, 'DELETE', `/chat/messages/${gone.id}`);
    const elsewhere = await otherCompany(ref.server, t.member);
    const foreign = await roomOf(ref.server, elsewhere, 'public', [t.member]);
    await send(ref.server, t.member, foreign, 'deployment in the other company');
    await send(ref.server, t.member, pub, 'Second deployment: see [the plan](https://example.com/plan) `now`');
  });

  test('finds readable messages only, newest first, by word prefix', async () => {
    const hits = await search(t.nina, 'q=deploy');
    expect(texts(hits)).toEqual([
      'Second deployment: see [the plan](https://example.com/plan) `now`',
      'Release **deployment** planned for Friday',
    ]);
    expect(hits[0]).toMatchObject({ roomId: pub, roomName: 'general', roomType: 'public' });
    expect(texts(await search(t.pavel, 'q=deployment'))).toHaveLength(3);
  });

  test('Russian words, any case, prefixes; a dialog is named after the other person', async () => {
    const hits = await search(t.nina, 'q=' + encodeURIComponent('ПРИВ'));
    expect(texts(hits)).toEqual(['Привет, Нина! Деплой в пятницу']);
    expect(hits[0]).toMatchObject({ roomId: dialog, roomType: 'dialog', roomName: 'Max Member' });
    expect(hits[0].snippet).toBe('«Привет», Нина! Деплой в пятницу');
    expect(texts(await search(t.nina, 'q=' + encodeURIComponent('деплой пятн')))).toHaveLength(1);
    expect(texts(await search(t.pavel, 'q=' + encodeURIComponent('привет')))).toEqual([]);
  });

  test('snippets are plain text with the matches marked', async () => {
    const [hit] = await search(t.nina, 'q=second+plan');
    expect(hit.snippet).toBe('«Second» deployment: see the «plan» now');
    const [bold] = await search(t.nina, 'q=release');
    expect(bold.snippet).toBe('«Release» deployment planned for Friday');
  });

  test('roomId narrows; an unreadable room is 403, another company’s 404; outsiders 403', async () => {
    expect(texts(await search(t.pavel, `q=deployment&roomId=${priv}`))).toEqual(['Secret deployment numbers']);
    expect(
      await statusOf(ref.server, t.nina, 'GET', `/chat/company/${t.companyId}/search?q=secret&roomId=${priv}`),
    ).toBe(403);
    expect(await statusOf(ref.server, t.outsider, 'GET', `/chat/company/${t.companyId}/search?q=deployment`)).toBe(403);
    expect(await statusOf(ref.server, t.nina, 'GET', `/chat/company/999999/search?q=deployment`)).toBe(404);
  });

  test('hostile input answers 200 or 400, never 500', async () => {
    const inputs = [
      '"',
      '""',
      "'",
      '*',
      'deploy*',
      '-deploy',
      'NEAR(a b)',
      'a NEAR b',
      'deploy OR 1=1',
      'AND',
      'NOT deploy',
      '(deploy',
      'deploy:*',
      'a & | ! b',
      '\\',
      '%_%',
      '^deploy',
      '{x}',
      'x'.repeat(200),
      'x'.repeat(201),
      '🎉🎉',
      'ab\u0301c',
      '\u200b\u200b',
      'a',
      '   ',
      'Ünïcödé',
      'deploy "unterminated',
    ];
    for (const q of inputs) {
      const { status, body } = await api(
        ref.server,
        t.nina,
        'GET',
        `/chat/company/${t.companyId}/search?q=${encodeURIComponent(q)}`,
      );
      expect([q, status]).toEqual([q, expect.any(Number)]);
      expect([200, 400]).toContain(status);
      if (status === 200) expect(Array.isArray(body.data)).toBe(true);
    }
    const [quoted] = await search(t.nina, 'q=' + encodeURIComponent('"deployment" -planned*'));
    expect(quoted.message.text).toBe('Release **deployment** planned for Friday');
    expect(await statusOf(ref.server, t.nina, 'GET', `/chat/company/${t.companyId}/search?q=ab&limit=51`)).toBe(400);
  });
});
