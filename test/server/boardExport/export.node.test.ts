/**
 * Board export (issue 7 Deliver 3): GET /board/{boardId}/export gives the whole board as one file
 * of our format, equal to what the API shows; GET /board/{boardId}/export.csv gives the cards as a
 * spreadsheet. Both for company members only.
 */
import { boardExportSchema, type BoardExport, type ExportedCard } from '../../../src/shared/board/boardExport';
import { api, columnOrder, ok, team } from '../editor/editorFixture';
import { call, forEachDialect, type Json } from '../harness';
import { parseCsv } from './csvText';
import { seedBoard, TRICKY_NAME, type SeededBoard } from './exportFixture';

const BOM = '\uFEFF';

forEachDialect('board export', (ref) => {
  let seeded: SeededBoard;
  let file: BoardExport;

  beforeAll(async () => {
    seeded = await seedBoard(ref.server);
    const answer = await api(ref.server, seeded.member, 'GET', `/board/${seeded.boardId}/export`, undefined, {
      expect: 200,
    });
    file = answer.body as BoardExport;
  });

  const cardNamed = (cards: ExportedCard[], name: string): ExportedCard => {
    const found = cards.find((card) => card.name === name);
    if (!found) throw new Error(`no card "${name}" in ${JSON.stringify(cards.map((c) => c.name))}`);
    return found;
  };

  test('the file is our format, not wrapped in the envelope, and downloads as <board>.teamspace.json', async () => {
    const answer = await call(ref.server, 'GET', `/board/${seeded.boardId}/export`, { token: seeded.owner.token });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('content-disposition')).toContain('filename="Roadmap.teamspace.json"');
    expect(answer.body.success).toBeUndefined();
    expect(boardExportSchema.safeParse(answer.body).success).toBe(true);
    expect(file.board).toEqual({ name: 'Roadmap', bgColor: null, bgImage: null, displayType: expect.any(String) });
  });

  test('columns and their cards come in the order the board shows them, archived cards included', async () => {
    const board = await ok(ref.server, seeded.owner, 'GET', `/editor/columns/${seeded.boardId}`);
    expect(file.columns.map((c) => c.name)).toEqual(board.map((c: Json) => c.name));

    const shown = await columnOrder(ref.server, seeded.owner, seeded.columnIds[0]);
    const names = new Map<number, string>([
      [seeded.alpha.id, 'Alpha'],
      [seeded.tricky.id, TRICKY_NAME],
    ]);
    const open = file.columns[0].cards.filter((card) => card.archivedAt === null);
    expect(open.map((card) => card.name)).toEqual(shown.map((id) => names.get(id)));

    const archived = file.columns[0].cards.filter((card) => card.archivedAt !== null);
    expect(archived.map((card) => card.name)).toEqual(['Old news']);
    expect(cardNamed(file.columns[1].cards, 'Gamma').doneAt).not.toBeNull();
    expect(cardNamed(file.columns[1].cards, 'Beta').doneAt).toBeNull();
    expect(file.columns[2].cards).toEqual([]);
  });

  test('sub-cards are nested at every depth, highest sort first', async () => {
    const alpha = cardNamed(file.columns[0].cards, 'Alpha');
    expect(alpha.children.map((c) => c.name)).toEqual(['Second child', 'Child']);
    const grandchild = cardNamed(cardNamed(alpha.children, 'Child').children, 'Grandchild');
    expect(grandchild.children.map((c) => c.name)).toEqual(['Great-grandchild']);
    expect(grandchild.children[0].creator).toEqual({ email: expect.any(String), name: 'Max Member' });
    // Every card appears once: no sub-card leaks to the column's top level.
    expect(file.columns[0].cards.map((c) => c.name).sort()).toEqual(['Alpha', 'Old news', TRICKY_NAME].sort());
  });

  test('stickers, members, comments and history are exported with people as {email, name}', async () => {
    const keyOf = new Map(file.stickers.map((s) => [s.name ?? s.type, s.key]));
    const alpha = cardNamed(file.columns[0].cards, 'Alpha');
    expect(alpha.stickers.map((s) => [s.sticker, s.value])).toEqual([
      [keyOf.get('Status'), { name: 'Doing', color: 'blue' }],
      [keyOf.get('deadline'), expect.objectContaining({ startDate: '2026-05-01', endDate: '2026-05-03' })],
    ]);
    expect(alpha.stickers[0].updatedBy?.name).toBe('Olga Owner');
    expect(alpha.members).toEqual([
      { email: expect.stringContaining('@'), name: 'Max Member', isResponsible: false },
      { email: expect.stringContaining('@'), name: 'Olga Owner', isResponsible: true },
    ]);
    expect(alpha.comments.map((c) => [c.author?.name, c.text])).toEqual([
      ['Olga Owner', 'Looks good'],
      ['Max Member', 'Agreed, "ship it"'],
    ]);
    const card = await ok(ref.server, seeded.owner, 'GET', `/editor/card/${seeded.alpha.id}`);
    expect(alpha.history).toHaveLength(card.historyCount);
    expect(alpha.history[0]).toMatchObject({ action: 'created', actor: { name: 'Olga Owner' } });

    const tricky = cardNamed(file.columns[0].cards, TRICKY_NAME);
    expect(tricky.stickers.map((s) => s.value)).toEqual([{ value: 'a, "quoted"\nnote' }, { value: 12.5 }]);

    expect(file.templates).toEqual([
      expect.objectContaining({
        name: 'Bug',
        executors: [{ email: expect.any(String), name: 'Max Member' }],
        responsible: [{ email: expect.any(String), name: 'Olga Owner' }],
        stickers: [{ sticker: keyOf.get('Status'), value: { name: 'Doing', color: 'blue' } }],
      }),
    ]);
  });

  test('a deleted sticker definition stays in the file with deletedAt', async () => {
    const { boardId, owner } = seeded;
    const extra = await ok(ref.server, owner, 'POST', `/board/${boardId}/stickers`, { type: 'priority' });
    await ok(ref.server, owner, 'DELETE', `/board/${boardId}/stickers/${extra.id}`);
    const again = (await api(ref.server, owner, 'GET', `/board/${boardId}/export`, undefined, { expect: 200 }))
      .body as BoardExport;
    const priority = again.stickers.find((s) => s.type === 'priority');
    expect(priority?.deletedAt).toEqual(expect.any(String));
  });

  test('the CSV has a BOM, a header row and one row per card with quotes, commas and line breaks intact', async () => {
    const answer = await fetch(`${ref.server.baseUrl}/board/${seeded.boardId}/export.csv`, {
      headers: { authorization: `Bearer ${seeded.owner.token}`, accept: 'text/csv' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toContain('filename="Roadmap.csv"');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith(BOM)).toBe(true);

    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header.slice(0, 13)).toEqual([
      'Task number',
      'Name',
      'Description',
      'Column',
      'Parent task number',
      'Archived',
      'Done',
      'Created',
      'Moved',
      'Creator',
      'Executors',
      'Responsible',
      'Comments',
    ]);
    expect(header.slice(13)).toEqual(['Status', 'Deadline', 'Note', 'Points']);
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(row).toHaveLength(header.length);

    const rowOf = (counter: number) => rows.find((row) => row[0] === String(counter)) ?? [];
    const cell = (row: string[], column: string) => row[header.indexOf(column)];
    const tricky = rowOf(seeded.tricky.counter);
    expect(cell(tricky, 'Name')).toBe(TRICKY_NAME);
    expect(cell(tricky, 'Note')).toBe('a, "quoted"\nnote');
    expect(cell(tricky, 'Points')).toBe('12.5');
    expect(cell(tricky, 'Creator')).toBe('Max Member');

    const alpha = rowOf(seeded.alpha.counter);
    expect(cell(alpha, 'Column')).toBe('Column 1');
    expect(cell(alpha, 'Status')).toBe('Doing');
    expect(cell(alpha, 'Deadline')).toBe('2026-05-01 – 2026-05-03');
    expect(cell(alpha, 'Executors')).toBe('Max Member');
    expect(cell(alpha, 'Responsible')).toBe('Olga Owner');
    expect(cell(alpha, 'Comments')).toBe('2');
    expect(cell(rowOf(seeded.greatGrandchild.counter), 'Parent task number')).toBe(String(seeded.grandchild.counter));
    expect(cell(rowOf(seeded.archived.counter), 'Archived')).toBe('yes');
    expect(cell(alpha, 'Archived')).toBe('no');
  });

  test('the CSV header follows Accept-Language', async () => {
    const answer = await call(ref.server, 'GET', `/board/${seeded.boardId}/export.csv`, {
      token: seeded.owner.token,
      headers: { 'accept-language': 'ru-RU' },
    });
    // fetch's text() drops the BOM.
    expect(String(answer.body).split('\r\n')[0]).toMatch(/^Номер задачи,Название,/);
  });

  test('CSV cells that a spreadsheet would run as formulas come out quoted behind a single quote', async () => {
    const t = await team(ref.server, 1);
    const column = t.columnIds[0];
    const note = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, {
      type: 'textField',
      name: '=Note',
    });
    const points = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, {
      type: 'numberField',
      name: 'Points',
    });
    const formulas = ['=HYPERLINK("http://evil.example","click")', '+1+2', '-2+3', '@SUM(A1:A9)'];
    for (const name of formulas) await ok(ref.server, t.owner, 'POST', `/editor/card/${column}`, { name });
    const plain = await ok(ref.server, t.owner, 'POST', `/editor/card/${column}`, { name: 'Plain', desc: '=1+1' });
    await ok(ref.server, t.owner, 'POST', `/editor/card/${plain.id}/sticker/create`, {
      boardStickerId: note.id,
      value: { value: '@cmd' },
    });
    await ok(ref.server, t.owner, 'POST', `/editor/card/${plain.id}/sticker/create`, {
      boardStickerId: points.id,
      value: { value: -3.25 },
    });

    const answer = await call(ref.server, 'GET', `/board/${t.boardId}/export.csv`, { token: t.owner.token });
    expect(answer.status).toBe(200);
    const text = String(answer.body);
    // Quoted on the wire, so the quote and the cell travel together.
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(text).toContain(`"'+1+2"`);
    const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
    expect(header.slice(13)).toEqual(["'=Note", 'Points']);
    const names = rows.map((row) => row[1]);
    for (const name of formulas) expect(names).toContain(`'${name}`);
    const plainRow = rows.find((row) => row[1] === 'Plain') ?? [];
    expect(plainRow[2]).toBe("'=1+1");
    expect(plainRow[13]).toBe("'@cmd");
    // A negative number stays a number.
    expect(plainRow[14]).toBe('-3.25');
    for (const row of [header, ...rows]) for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d)/);
  });

  test('without a token 401, a non-member 403, an unknown board 404 — for both formats', async () => {
    for (const suffix of ['export', 'export.csv']) {
      const anonymous = await call(ref.server, 'GET', `/board/${seeded.boardId}/${suffix}`);
      expect(anonymous.status).toBe(401);
      const outsider = await api(ref.server, seeded.outsider, 'GET', `/board/${seeded.boardId}/${suffix}`);
      expect(outsider.status).toBe(403);
      expect(outsider.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      const unknown = await api(ref.server, seeded.owner, 'GET', `/board/999999/${suffix}`);
      expect(unknown.status).toBe(404);
    }
  });

  test('a guest of the shared board cannot export it', async () => {
    const share = await ok(ref.server, seeded.owner, 'PUT', `/board/${seeded.boardId}/share`, { enabled: true });
    const answer = await call(ref.server, 'GET', `/board/${seeded.boardId}/export`, {
      headers: { 'x-guest-token': share.token },
    });
    expect(answer.status).toBe(401);
  });
});
