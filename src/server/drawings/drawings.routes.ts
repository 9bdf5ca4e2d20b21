/**
 * Drawing list routes (issue 18 item 2; paths, bodies and errors in
 * src/shared/drawings/drawing.schemas.ts), for signed-in members of the project's company over HTTP
 * and the socket `api`; also the co-editing socket events (drawingSocket.ts). The instance's scene
 * store saves what waits when the server closes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDrawingBody,
  createVersionBody,
  drawingFileBody,
  drawingFilesQuery,
  drawingParams,
  drawingProjectParams,
  drawingVersionParams,
  duplicateDrawingBody,
  renameDrawingBody,
  thumbnailBody,
} from '../../shared/drawings/drawing.schemas';
import type { DrawingWithScene } from '../../shared/drawings/drawing.types';
import { companyRoom } from '../../shared/company/company.events';
import { DRAWING_EVENTS } from '../../shared/drawings/drawing.types';
import { ok } from '../../shared/envelope';
import { createdOf, okOf, secured } from '../company/routeOptions';
import { requireDrawing } from './drawingAccess';
import { getFiles, uploadFile } from './drawingFiles';
import { createDrawingSceneStore } from './drawingSceneStore';
import { registerDrawingSocket } from './drawingSocket';
import { createVersion, listVersions, restoreVersion } from './drawingVersions';
import {
  createDrawing,
  drawingContext,
  duplicateDrawing,
  listDrawings,
  purgeDrawing,
  renameDrawing,
  restoreDrawing,
  setThumbnail,
  trashDrawing,
} from './drawings.service';
import {
  drawingFileSchema,
  drawingSceneSchema,
  drawingSchema,
  drawingVersionSchema,
  drawingWithSceneSchema,
  parseScene,
  toDrawing,
} from './drawings.wire';

const tags = ['drawings'];

/** Registers the drawing routes and socket events (see drawing.schemas.ts for the list). */
export async function drawingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = createDrawingSceneStore(app.db, {
    onSaved: (row) => {
      void app.db
        .selectFrom('projects')
        .select('companyId')
        .where('id', '=', row.projectId)
        .executeTakeFirst()
        .then((project) => {
          if (project)
            app.realtime.broadcast(companyRoom(project.companyId), DRAWING_EVENTS.updated, {
              drawing: toDrawing(row, false),
              actorId: row.updatedBy,
            });
        })
        .catch(() => undefined);
    },
    onError: (error) => app.log.error({ err: error }, 'drawing save failed'),
  });
  registerDrawingSocket(app, store);
  app.addHook('preClose', () => store.flushAll());

  const base = { onRequest: app.authenticate };
  const schema = { tags, security: secured };
  const ctxOf = (request: Parameters<typeof drawingContext>[1]) => drawingContext(app, request, store);

  // The list and the trash: the same shape, live or deleted drawings.
  const LISTS = [
    ['/draw/project/:projectId/drawings', "The project's drawings, last updated first", false],
    ['/draw/project/:projectId/trash', "The project's deleted drawings, last deleted first", true],
  ] as const;
  for (const [url, summary, trashed] of LISTS)
    app.get(url, {
      ...base,
      schema: { ...schema, summary, params: drawingProjectParams, response: okOf(z.array(drawingSchema)) },
      handler: async (request) => ok(await listDrawings(ctxOf(request), request.params.projectId, trashed)),
    });

  app.post('/draw/project/:projectId/drawings', {
    ...base,
    schema: {
      ...schema,
      summary: 'Create an empty drawing',
      params: drawingProjectParams,
      body: createDrawingBody,
      response: createdOf(drawingSchema),
    },
    handler: async (request, reply) =>
      reply.code(201).send(ok(await createDrawing(ctxOf(request), request.params.projectId, request.body.name))),
  });

  app.get('/draw/drawings/:drawingId', {
    ...base,
    schema: {
      ...schema,
      summary: 'A drawing with its scene (edits not saved yet included)',
      params: drawingParams,
      response: okOf(drawingWithSceneSchema),
    },
    handler: async (request) => {
      const { drawing } = await requireDrawing(app.db, ctxOf(request).actor, request.params.drawingId);
      const scene = (await store.scene(drawing.id)) ?? parseScene(drawing.scene);
      return ok({ ...toDrawing(drawing), scene } satisfies DrawingWithScene);
    },
  });

  app.put('/draw/drawings/:drawingId', {
    ...base,
    schema: {
      ...schema,
      summary: 'Rename a drawing',
      params: drawingParams,
      body: renameDrawingBody,
      response: okOf(drawingSchema),
    },
    handler: async (request) => ok(await renameDrawing(ctxOf(request), request.params.drawingId, request.body.name)),
  });

  app.post('/draw/drawings/:drawingId/duplicate', {
    ...base,
    schema: {
      ...schema,
      summary: 'Copy a drawing (scene, images, thumbnail)',
      params: drawingParams,
      body: duplicateDrawingBody,
      response: createdOf(drawingSchema),
    },
    handler: async (request, reply) =>
      reply.code(201).send(ok(await duplicateDrawing(ctxOf(request), request.params.drawingId, request.body.name))),
  });

  app.delete('/draw/drawings/:drawingId', {
    ...base,
    schema: { ...schema, summary: 'Move a drawing to the trash', params: drawingParams, response: okOf(drawingSchema) },
    handler: async (request) => ok(await trashDrawing(ctxOf(request), request.params.drawingId)),
  });

  app.post('/draw/drawings/:drawingId/restore', {
    ...base,
    schema: {
      ...schema,
      summary: 'Bring a drawing back from the trash',
      params: drawingParams,
      response: okOf(drawingSchema),
    },
    handler: async (request) => ok(await restoreDrawing(ctxOf(request), request.params.drawingId)),
  });

  app.delete('/draw/drawings/:drawingId/purge', {
    ...base,
    schema: {
      ...schema,
      summary: 'Delete a drawing in the trash for good',
      params: drawingParams,
      response: okOf(z.object({ id: z.number() })),
    },
    handler: async (request) => ok(await purgeDrawing(ctxOf(request), request.params.drawingId)),
  });

  app.put('/draw/drawings/:drawingId/thumbnail', {
    ...base,
    schema: {
      ...schema,
      summary: "Store the drawing's SVG thumbnail",
      params: drawingParams,
      body: thumbnailBody,
      response: okOf(drawingSchema),
    },
    handler: async (request) => ok(await setThumbnail(ctxOf(request), request.params.drawingId, request.body.svg)),
  });

  app.get('/draw/drawings/:drawingId/versions', {
    ...base,
    schema: {
      ...schema,
      summary: "The drawing's named versions, newest first",
      params: drawingParams,
      response: okOf(z.array(drawingVersionSchema)),
    },
    handler: async (request) => ok(await listVersions(ctxOf(request), request.params.drawingId)),
  });

  app.post('/draw/drawings/:drawingId/versions', {
    ...base,
    schema: {
      ...schema,
      summary: 'Save the current scene as a named version',
      params: drawingParams,
      body: createVersionBody,
      response: createdOf(drawingVersionSchema),
    },
    handler: async (request, reply) =>
      reply.code(201).send(ok(await createVersion(ctxOf(request), request.params.drawingId, request.body.name))),
  });

  app.post('/draw/versions/:versionId/restore', {
    ...base,
    schema: {
      ...schema,
      summary: 'Restore a named version (its elements become the newest ones)',
      params: drawingVersionParams,
      response: okOf(drawingSceneSchema),
    },
    handler: async (request) => ok(await restoreVersion(ctxOf(request), request.params.versionId)),
  });

  app.post('/draw/drawings/:drawingId/files', {
    ...base,
    schema: {
      ...schema,
      summary: "Store an image of the drawing's scene (Excalidraw BinaryFileData)",
      params: drawingParams,
      body: drawingFileBody,
      response: okOf(z.object({ id: z.string() })),
    },
    handler: async (request) => ok(await uploadFile(ctxOf(request), request.params.drawingId, request.body)),
  });

  app.get('/draw/drawings/:drawingId/files', {
    ...base,
    schema: {
      ...schema,
      summary: "Images of the drawing's scene by file id",
      params: drawingParams,
      querystring: drawingFilesQuery,
      response: okOf(z.array(drawingFileSchema)),
    },
    handler: async (request) => ok(await getFiles(ctxOf(request), request.params.drawingId, request.query.ids)),
  });
}
