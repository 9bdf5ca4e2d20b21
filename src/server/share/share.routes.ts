/**
 * Guest links (issue 6 Deliver 1, 3; src/shared/board/share.ts; DESIGN §3 Route map):
 * - GET /board/{boardId}/share → BoardShare (created disabled with a token on first read)
 * - PUT /board/{boardId}/share shareUpdateBody → BoardShare (`regenerate: true`: a new token, the
 *   old link stops working at once)
 * - GET /board/shared/{token} (no auth) → SharedBoard: the board, its guest settings and the
 *   names and avatars of its company's members (none when showExecutorsAndResponsible is false;
 *   never e-mails). 404 GUEST_LINK_INVALID for an unknown, disabled or replaced token.
 * The first two: any member of the board's company (403 others, 404 unknown board, 401 guests).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../admin/auditLog';
import { z } from 'zod';
import { shareUpdateBody, type SharedBoard } from '../../shared/board/share';
import { ok } from '../../shared/envelope';
import { actorOf, requireBoard } from '../access/access.service';
import { okOf, secured } from '../company/routeOptions';
import { boardParams } from '../editor/editor.schemas';
import { callerOf } from '../plugins/auth';
import { resolveGuest } from './guestAuth';
import { memberNames, shareOfBoard, toBoardShare, updateShare } from './share.repository';

const tags = ['share'];

const guestSettingsSchema = z.object({ allowCreateTasks: z.boolean(), showExecutorsAndResponsible: z.boolean() });
const boardShareSchema = z.object({ token: z.string(), enabled: z.boolean(), guestSettings: guestSettingsSchema });
const sharedBoardSchema = z.object({
  board: z.object({
    id: z.number().int(),
    name: z.string(),
    bgColor: z.string().nullable(),
    bgImage: z.string().nullable(),
    displayType: z.string(),
  }),
  guestSettings: guestSettingsSchema,
  members: z.array(z.object({ userId: z.number().int(), name: z.string(), avatar: z.string().nullable() })),
}) satisfies z.ZodType<SharedBoard>;
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Registers the three guest-link routes (see the file header). */
export async function shareRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/board/:boardId/share', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'The board’s guest link and settings (a disabled link is created on first read)',
      params: boardParams,
      response: okOf(boardShareSchema),
    },
    handler: async (request) => {
      const { board } = await requireBoard(app.db, actorOf(callerOf(request)), request.params.boardId);
      return ok(toBoardShare(await shareOfBoard(app.db, board.id)));
    },
  });

  app.put('/board/:boardId/share', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Enable or disable the guest link, change guest settings or regenerate the token',
      params: boardParams,
      body: shareUpdateBody,
      response: okOf(boardShareSchema),
    },
    handler: async (request) => {
      const { board } = await requireBoard(app.db, actorOf(callerOf(request)), request.params.boardId);
      const share = toBoardShare(await updateShare(app.db, board.id, request.body));
      await recordAudit(app, request, {
        action: 'board.shareChanged',
        target: { kind: 'board', id: board.id },
        details: { ...request.body },
      });
      return ok(share);
    },
  });

  app.get('/board/shared/:token', {
    schema: {
      tags,
      summary: 'A shared board for a guest: the board, guest settings and member names (no auth)',
      params: tokenParams,
      response: okOf(sharedBoardSchema),
    },
    handler: async (request) => {
      const guest = await resolveGuest(app.db, request.params.token);
      const board = await app.db
        .selectFrom('boards')
        .innerJoin('projects', 'projects.id', 'boards.projectId')
        .select(['boards.id', 'boards.name', 'boards.bgColor', 'boards.bgImage', 'boards.displayType'])
        .select('projects.companyId')
        .where('boards.id', '=', guest.boardId)
        .executeTakeFirstOrThrow();
      const { companyId, ...shown } = board;
      const members = guest.settings.showExecutorsAndResponsible ? await memberNames(app.db, companyId) : [];
      const data: SharedBoard = { board: shown, guestSettings: guest.settings, members };
      return ok(data);
    },
  });
}
