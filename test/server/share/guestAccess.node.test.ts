/**
 * What a guest token reaches (issue 6 "Checks": a table of every route × {guest of this board,
 * guest of another board, revoked token}; DESIGN §3 Transports; src/shared/board/share.ts):
 * the shared board's read routes answer 200 to its guest, 403 to another board's guest and
 * 404 GUEST_LINK_INVALID to a revoked token; card creation 201 only with allowCreateTasks; every
 * other route 401, and nothing changes. The three transports take turns along the table.
 */
import { AUTH_PATHS } from '../../../src/shared/auth/auth.paths';
import { call, forEachDialect, type Json } from '../harness';
import { api, ok, team, type Team } from '../editor/editorFixture';
import { asGuest, shareBoard, type GuestTransport } from './shareFixture';

type Kind = 'read' | 'create' | 'write';
interface Route {
  kind: Kind;
  method: string;
  path: string;
  body?: unknown;
}

/** Ids of board A (the shared one) that the table's paths use. */
interface Place {
  t: Team;
  columnId: number;
  cardId: number;
  childId: number;
  commentId: number;
  boardStickerId: number;
  cardStickerId: number;
  templateId: number;
}

const routes = (p: Place): Route[] => {
  const { t } = p;
  const read = (path: string): Route => ({ kind: 'read', method: 'GET', path });
  const write = (method: string, path: string, body?: unknown): Route => ({ kind: 'write', method, path, body });
  return [
    read(`/editor/columns/${t.boardId}`),
    read(`/editor/columns/${t.boardId}?filters=${encodeURIComponent('{}')}`),
    read(`/editor/column/${p.columnId}/cards/999999`),
    read(`/editor/column/${p.columnId}/archive-cards`),
    read(`/editor/column/${p.columnId}/archive-cards/999999`),
    read(`/editor/card/${p.cardId}/children`),
    read(`/editor/card/${p.cardId}/children/999999`),
    read(`/editor/card/${p.cardId}`),
    read(`/editor/card/${p.childId}`),
    read(`/editor/card/${p.cardId}/comments`),
    read(`/editor/card/${p.cardId}/history`),
    read(`/board/${t.boardId}/stickers`),
    { kind: 'create', method: 'POST', path: `/editor/card/${p.columnId}`, body: { name: 'Guest card' } },
    { kind: 'create', method: 'POST', path: `/editor/card/${p.columnId}/${p.cardId}`, body: { name: 'Guest sub' } },
    write('PUT', `/editor/card/${p.cardId}`, { name: 'Renamed by a guest' }),
    write('PUT', `/editor/card/${p.cardId}`, { done: true }),
    write('PUT', `/editor/card/${p.childId}/${p.cardId}`, { sort: 0 }),
    write('DELETE', `/editor/card/${p.cardId}?force=1`),
    write('POST', `/editor/sort/cards/${p.columnId}`, { order: [p.cardId] }),
    write('POST', `/editor/card/${p.cardId}/member/${t.member.id}/false`),
    write('DELETE', `/editor/card/${p.cardId}/member/${t.member.id}/true`),
    write('POST', `/editor/card/${p.cardId}/comments`, { text: 'Guest comment' }),
    write('PUT', `/editor/card/${p.cardId}/comments/${p.commentId}`, { text: 'Edited' }),
    write('DELETE', `/editor/card/${p.cardId}/comments/${p.commentId}`),
    write('POST', `/editor/card/${p.childId}/sticker/create`, { boardStickerId: p.boardStickerId }),
    write('PUT', `/editor/card/${p.cardId}/sticker/${p.cardStickerId}`, { value: { value: 'Changed' } }),
    write('DELETE', `/editor/card/${p.cardId}/sticker/${p.cardStickerId}`),
    write('POST', `/editor/columns/${t.boardId}`, { name: 'Guest column' }),
    write('PUT', `/editor/column/${p.columnId}`, { name: 'Renamed column' }),
    write('DELETE', `/editor/column/${p.columnId}?force=1`),
    write('POST', `/board/${t.boardId}/stickers`, { type: 'numberField', name: 'Guest number' }),
    write('PUT', `/board/${t.boardId}/stickers/${p.boardStickerId}`, { name: 'Renamed sticker' }),
    write('DELETE', `/board/${t.boardId}/stickers/${p.boardStickerId}`),
    write('GET', `/board/${t.boardId}/task-templates`),
    write('POST', `/board/${t.boardId}/task-templates`, { name: 'T', taskName: 'Task' }),
    write('PUT', `/board/${t.boardId}/task-templates/${p.templateId}`, { name: 'T2' }),
    write('DELETE', `/board/${t.boardId}/task-templates/${p.templateId}`),
    write('GET', `/board/${t.boardId}`),
    write('PUT', `/board/${t.boardId}`, { name: 'Renamed board' }),
    write('DELETE', `/board/${t.boardId}?force=1`),
    write('GET', `/board/${t.boardId}/share`),
    write('PUT', `/board/${t.boardId}/share`, { enabled: true, regenerate: true }),
    write('GET', `/project/${t.projectId}`),
    write('GET', `/project/${t.projectId}/boards`),
    write('POST', `/project/${t.projectId}/boards`, { name: 'Guest board' }),
    write('PUT', `/project/${t.projectId}`, { name: 'Renamed project' }),
    write('GET', '/company'),
    write('GET', `/company/${t.companyId}`),
    write('GET', `/company/${t.companyId}/members`),
    write('GET', `/company/${t.companyId}/links`),
    write('GET', `/company/${t.companyId}/tasks/1`),
    write('PUT', `/company/${t.companyId}/members/${t.member.id}`, { role: 'admin' }),
    write('DELETE', `/company/${t.companyId}/members/${t.member.id}`),
    write('POST', `/company/${t.companyId}/projects`, { name: 'Guest project' }),
    write('GET', AUTH_PATHS.user),
    write('PUT', AUTH_PATHS.profile, { name: 'Guest' }),
  ];
};

/** Board A with a card, a sub-card, a member, a comment, a sticker and a template. */
async function place(server: Parameters<typeof team>[0]): Promise<Place> {
  const t = await team(server, 1);
  const columnId = t.columnIds[0];
  const card = await ok(server, t.owner, 'POST', `/editor/card/${columnId}`, {
    name: 'Shared card',
    members: [{ userId: t.member.id, isResponsible: true }],
  });
  const child = await ok(server, t.owner, 'POST', `/editor/card/${columnId}/${card.id}`, { name: 'Sub-card' });
  const comment = await ok(server, t.owner, 'POST', `/editor/card/${card.id}/comments`, { text: 'First' });
  const sticker = await ok(server, t.owner, 'POST', `/board/${t.boardId}/stickers`, { type: 'textField', name: 'N' });
  const attached = await ok(server, t.owner, 'POST', `/editor/card/${card.id}/sticker/create`, {
    boardStickerId: sticker.id,
    value: { value: 'Note' },
  });
  const template = await ok(server, t.owner, 'POST', `/board/${t.boardId}/task-templates`, {
    name: 'Bug',
    taskName: 'Fix',
  });
  return {
    t,
    columnId,
    cardId: card.id,
    childId: child.id,
    commentId: comment.id,
    boardStickerId: sticker.id,
    cardStickerId: attached.id,
    templateId: template.id,
  };
}

/** What a member sees of board A: changes by guests would show here. */
async function snapshot(server: Parameters<typeof team>[0], p: Place): Promise<Json> {
  const who = p.t.owner;
  const columns = await ok(server, who, 'GET', `/editor/columns/${p.t.boardId}`);
  const card = await ok(server, who, 'GET', `/editor/card/${p.cardId}`);
  return {
    columns: columns.map((c: Json) => ({ name: c.name, cardsCount: c.cardsCount })),
    card: { name: card.name, doneAt: card.doneAt, members: card.cardsMembers, stickers: card.stickers },
    comments: await ok(server, who, 'GET', `/editor/card/${p.cardId}/comments`),
    stickers: await ok(server, who, 'GET', `/board/${p.t.boardId}/stickers`),
    templates: await ok(server, who, 'GET', `/board/${p.t.boardId}/task-templates`),
    board: await ok(server, who, 'GET', `/board/${p.t.boardId}`),
    share: await ok(server, who, 'GET', `/board/${p.t.boardId}/share`),
    members: (await ok(server, who, 'GET', `/company/${p.t.companyId}/members`)).length,
  };
}

const TRANSPORTS: GuestTransport[] = ['header', 'guestToken', 'token'];

forEachDialect('guest access to every route', (ref) => {
  test.each([false, true])(
    'allowCreateTasks %s: reads of its board only, creation only when allowed',
    async (allow) => {
      const p = await place(ref.server);
      const { t } = p;
      // Board B of the same project, shared too (and allowing creation): its guest is "another board's".
      const boardB = await ok(ref.server, t.owner, 'POST', `/project/${t.projectId}/boards`, { name: 'Other' });
      await ok(ref.server, t.owner, 'POST', `/editor/columns/${boardB.id}`, { name: 'B column' });
      const otherBoard = await shareBoard(ref.server, t.owner, boardB.id, { allowCreateTasks: true });
      const revoked = await shareBoard(ref.server, t.owner, t.boardId, { allowCreateTasks: allow });
      const { token: thisBoard } = await ok(ref.server, t.owner, 'PUT', `/board/${t.boardId}/share`, {
        regenerate: true,
      });
      const before = await snapshot(ref.server, p);

      const expected = (kind: Kind, guest: 'this' | 'other' | 'revoked'): number => {
        if (kind === 'write') return 401;
        if (guest === 'revoked') return 404;
        if (guest === 'other') return 403;
        return kind === 'read' ? 200 : allow ? 201 : 403;
      };
      const table = routes(p);
      const rows: string[] = [];
      const wanted: string[] = [];
      let turn = 0;
      for (const route of table) {
        for (const [guest, token] of [
          ['this', thisBoard],
          ['other', otherBoard],
          ['revoked', revoked],
        ] as const) {
          const via = TRANSPORTS[(turn += 1) % TRANSPORTS.length];
          const answer = await asGuest(ref.server, token, route.method, route.path, route.body, via);
          const label = `${route.method} ${route.path} as ${guest} via ${via}`;
          rows.push(`${label} → ${answer.status}`);
          wanted.push(`${label} → ${expected(route.kind, guest)}`);
          if (guest === 'revoked' && route.kind !== 'write') expect(answer.body.code).toBe('GUEST_LINK_INVALID');
        }
      }
      expect(rows).toEqual(wanted);
      // Writes are refused just the same with no token at all.
      for (const route of table.filter((r) => r.kind === 'write')) {
        expect((await call(ref.server, route.method, route.path, { body: route.body })).status).toBe(401);
      }

      // Nothing a member sees changed, except the guest's own cards when creation is allowed.
      const after = await snapshot(ref.server, p);
      const created = allow ? 1 : 0;
      expect(after).toEqual({
        ...before,
        columns: [{ ...before.columns[0], cardsCount: before.columns[0].cardsCount + created }],
      });
      const card = await ok(ref.server, t.owner, 'GET', `/editor/card/${p.cardId}`);
      expect(card.childCount).toBe(1 + created);
      await api(ref.server, t.owner, 'GET', `/editor/column/${p.columnId}/cards/999999`, undefined, { expect: 200 });
    },
  );
});
