/**
 * The import routes (issue 7 Deliver 2 and 4; DESIGN §3 Route map, Envelope, import report):
 * POST /project/{projectId}/import/trello and /import/board — who may import, the clear answers
 * for a file too large, truncated, not a Trello export or not ours, and a Trello export becoming a
 * board that a company member sees announced live.
 */
import fs from 'node:fs';
import path from 'node:path';
import { call, collect, forEachDialect, openSocket, sleep, socketCall, type Json } from '../harness';
import { ok, team, type Team } from '../editor/editorFixture';
import { sampleExport } from './boardImportFixture';

const TRELLO = fs.readFileSync(path.join(__dirname, 'fixtures/trello-board.json'), 'utf8');
/** The lowered import limit of these servers (the fixture fits, a bigger body does not). */
const LIMIT = 2 * 1024 * 1024;

forEachDialect(
  'import routes',
  (ref) => {
    let t: Team;
    beforeAll(async () => {
      t = await team(ref.server, 1);
    });
    const raw = (url: string, body: string, token?: string, headers: Record<string, string> = {}) =>
      call(ref.server, 'POST', url, { raw: body, token, headers: { 'content-type': 'application/json', ...headers } });
    const trelloUrl = () => `/project/${t.projectId}/import/trello`;

    test('without a token: 401; an outsider: 403; an unknown project: 404', async () => {
      expect((await raw(trelloUrl(), TRELLO)).status).toBe(401);
      const outsider = await raw(trelloUrl(), TRELLO, t.outsider.token);
      expect(outsider.status).toBe(403);
      expect(outsider.body.code).toBe('FORBIDDEN');
      const unknown = await raw('/project/999999/import/board', '{}', t.owner.token);
      expect(unknown.status).toBe(404);
    });

    test('a body over the limit: 413 saying the limit in MB', async () => {
      const big = JSON.stringify({ padding: 'x'.repeat(LIMIT + 10) });
      for (const url of [trelloUrl(), `/project/${t.projectId}/import/board`]) {
        const answer = await raw(url, big, t.owner.token);
        expect(answer.status).toBe(413);
        expect(answer.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
        expect(answer.body.error).toBe('The file is too large: an import may be at most 2 MB');
      }
      const ru = await raw(trelloUrl(), big, t.owner.token, { 'accept-language': 'ru-RU' });
      expect(ru.body.error).toBe('Файл слишком большой: импорт — не больше 2 МБ');
    });

    test('truncated JSON: 400 MALFORMED_JSON about the file', async () => {
      const answer = await raw(trelloUrl(), TRELLO.slice(0, TRELLO.length / 2), t.owner.token);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'MALFORMED_JSON' });
      expect(answer.body.error).toBe('The file is not valid JSON: it may be truncated or damaged');
    });

    test('JSON that is not a Trello export: 400 with the reason, and no board is made', async () => {
      const boards = async () => (await ok(ref.server, t.owner, 'GET', `/project/${t.projectId}/boards`)).length;
      const before = await boards();
      const object = await raw(trelloUrl(), '{"hello":"world"}', t.owner.token);
      expect(object.status).toBe(400);
      expect(object.body.code).toBe('VALIDATION_FAILED');
      expect(object.body.error).toMatch(
        /^This file is not a Trello board export: "id", "name", "lists", "cards" missing/,
      );
      const array = await raw(trelloUrl(), '[{"id":"x"}]', t.owner.token);
      expect(array.status).toBe(400);
      expect(array.body.error).toMatch(/^This file is not a Trello board export: it is a JSON array/);
      const empty = await raw(trelloUrl(), '', t.owner.token);
      expect(empty.status).toBe(400);
      expect(await boards()).toBe(before);
    });

    test('a file that is not our board export: 400 with the first field errors', async () => {
      const answer = await raw(`/project/${t.projectId}/import/board`, TRELLO, t.owner.token);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('This file is not a Teamspace board export');
      expect(answer.body.data).toHaveProperty('format');
    });

    test('the Trello fixture becomes a board; members see it announced; the report lists what was skipped', async () => {
      const socket = await openSocket(ref.server, t.member.token);
      try {
        const created = collect(socket, 'company:board:created');
        await sleep(100);
        const answer = await raw(trelloUrl(), TRELLO, t.owner.token);
        expect(answer.status).toBe(201);
        const report: Json = answer.body.data;
        const trello = JSON.parse(TRELLO);
        expect(report.columns).toBe(trello.lists.length);
        expect(report.cards).toBeGreaterThan(0);
        expect(report.archivedCards).toBeGreaterThan(0);
        expect(report.subCards).toBeGreaterThan(0);
        expect(report.comments).toBeGreaterThan(0);
        expect(report.skipped.length).toBeGreaterThan(0);
        for (const item of report.skipped) {
          expect(item).toEqual({
            kind: expect.any(String),
            id: expect.any(String),
            name: expect.any(String),
            reason: expect.any(String),
          });
        }
        // Open lists are the board's columns; the archived list is an archived column, off the board.
        const lists = [...trello.lists].sort((a: Json, b: Json) => a.pos - b.pos);
        const columns: Json[] = await ok(ref.server, t.owner, 'GET', `/editor/columns/${report.boardId}`);
        expect(columns.map((c) => c.name)).toEqual(lists.filter((l: Json) => !l.closed).map((l: Json) => l.name));
        const archived: Json[] = await ok(ref.server, t.owner, 'GET', `/editor/columns/${report.boardId}/archived`);
        expect(archived.map((c) => [c.name, c.archivedAt, c.cardsCount, c.archiveCount])).toEqual([
          ['Old stuff', '2024-03-04T00:00:00.000Z', 1, 1],
        ]);
        const top = [...columns, ...archived].reduce((sum, c) => sum + c.cardsCount + c.archiveCount, 0);
        expect(top).toBe(report.cards);
        // An imported archived list is no "not imported" entry of the report.
        for (const list of lists.filter((l: Json) => l.closed))
          expect(report.skipped.filter((s: Json) => s.id === list.id && !/limit/.test(s.reason))).toEqual([]);

        // Cards keep their Trello creator: Grace is no company member, so she is named, not the importer.
        const toDo = columns.find((c) => c.name === 'To do');
        const writeSpec = toDo.cards.find((c: Json) => c.name === 'Write spec');
        expect(writeSpec.creator).toMatchObject({ name: 'Grace Hopper' });
        const history: Json[] = await ok(ref.server, t.owner, 'GET', `/editor/card/${writeSpec.id}/history`);
        expect(history.find((h) => h.action === 'created')).toBeDefined();
        // A card whose file names no creator (no createCard action) is the importer's.
        const done = columns.find((c) => c.name === 'Done');
        const me = await ok(ref.server, t.owner, 'GET', '/auth/user');
        expect(done.cards.find((c: Json) => c.name === 'Retro').creator).toMatchObject({ userId: me.id });
        // Two checklists keep their names: a sub-card per checklist holding its items.
        const setUpCi = toDo.cards.find((c: Json) => c.name === 'Set up CI');
        const groups = await call(ref.server, 'GET', `/editor/card/${setUpCi.id}/children`, { token: t.owner.token });
        expect(groups.body.cards.map((c: Json) => [c.name, c.childCount])).toEqual([
          ['Setup', 2],
          ['Release', 1],
        ]);
        for (let i = 0; i < 50 && created.length === 0; i += 1) await sleep(20);
        expect(created).toEqual([expect.objectContaining({ id: report.boardId, companyId: t.companyId })]);
      } finally {
        socket.close();
      }
    });

    test('our own format through the socket api transport answers the same report', async () => {
      const me = await ok(ref.server, t.member, 'GET', '/auth/user');
      const socket = await openSocket(ref.server, t.member.token);
      try {
        const file = sampleExport({ email: me.email, name: me.name });
        const answer = await socketCall(socket, {
          method: 'POST',
          url: `/project/${t.projectId}/import/board`,
          body: file,
        });
        expect(answer.status).toBe(201);
        expect(answer.data.data).toMatchObject({ columns: 2, cards: 3, archivedCards: 1, subCards: 2, comments: 2 });
      } finally {
        socket.close();
      }
    });
  },
  { importMaxBytes: LIMIT },
);
