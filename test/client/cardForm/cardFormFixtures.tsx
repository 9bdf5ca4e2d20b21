/**
 * Shared pieces of the new-card form tests: board sticker definitions, company members, a task
 * template, and `openBoard` (the board of boardFixtures with these definitions and members, the
 * signed-in user loaded, and the POSTs of the create call recorded).
 */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { TaskTemplate } from '../../../src/shared/board/taskTemplates';
import type { BoardSticker } from '../../../src/shared/stickers/stickerWire';
import { waitFor } from '@testing-library/react';
import { boardApi } from '../../../src/client/features/board/boardApi';
import { userLoaded } from '../../../src/client/features/session/sessionSlice';
import { boardStickerApi } from '../../../src/client/features/stickers/boardStickerApi';
import { BASE, aCard, aColumn, ok, renderBoard, serveBoard } from '../board/boardFixtures';
import { aUser } from '../ui/renderUi';

export const def = (id: number, type: BoardSticker['type'], over: Partial<BoardSticker> = {}): BoardSticker => ({
  id,
  boardId: 1,
  type,
  name: null,
  icon: null,
  isActive: true,
  configs: {},
  sort: id,
  ...over,
});

const member = (id: number, name: string) => ({
  userId: id,
  role: 'member',
  user: { id, name, email: `u${id}@x.io`, avatar: null },
});
export const MEMBERS = [member(1, 'Ada Lovelace'), member(2, 'Grace Hopper'), member(3, 'Alan Turing')];

export function aTemplate(over: Partial<TaskTemplate> = {}): TaskTemplate {
  return {
    id: 1,
    boardId: 1,
    name: 'Bug report',
    description: null,
    taskName: 'Fix the bug',
    taskDescription: null,
    executors: [],
    responsible: [],
    stickers: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...over,
  };
}

/** One column (id 1) of board 1 with `definitions`; the signed-in user is Ada (id 1). */
export function openBoard(server: SetupServer, definitions: BoardSticker[], options: { userId?: number } = {}) {
  serveBoard(server, [aColumn({ id: 1 })]);
  const bodies: unknown[] = [];
  server.use(
    http.get(`${BASE}/company/7/members`, () => HttpResponse.json(ok(MEMBERS))),
    http.get(`${BASE}/board/1/stickers`, () => HttpResponse.json(ok(definitions))),
    http.post(`${BASE}/editor/card/1`, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      bodies.push(body);
      return HttpResponse.json(ok(aCard({ id: 9, name: body.name, counter: 41 })), { status: 201 });
    }),
  );
  const rendered = renderBoard();
  rendered.store.dispatch(userLoaded(aUser({ id: options.userId ?? 1 }) as Parameters<typeof userLoaded>[0]));
  /** Resolves once the members and definitions are in the store (the form reads them on open). */
  const ready = () =>
    waitFor(() => {
      const state = rendered.store.getState();
      expect(boardApi.endpoints.boardMembers.select(7)(state).data).toHaveLength(MEMBERS.length);
      expect(boardStickerApi.endpoints.boardStickers.select(1)(state).data).toHaveLength(definitions.length);
    });
  return { ...rendered, bodies, ready };
}
