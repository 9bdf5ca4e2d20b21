/**
 * Images of wiki pages (issue 18):
 * - POST /wiki/pages/{pageId}/images: the raw image as the body, Content-Type one of
 *   WIKI_IMAGE_TYPES (no SVG: it could carry script), at most WIKI_IMAGE_MAX_BYTES → WikiImage
 *   (201) with `url` `/wiki/images/<key>`; 413 PAYLOAD_TOO_LARGE beyond the limit, 415
 *   UNSUPPORTED_MEDIA_TYPE for another type (or none), 400 an empty body; 404/403 as for the page.
 * - GET /wiki/images/{key}: the bytes with their stored Content-Type, WITHOUT a token: the key
 *   (24 random bytes, base64url) is the capability, so an `<img src>` works; immutable, cached a
 *   year privately, `X-Content-Type-Options: nosniff`. 404 for an unknown key. The static plugin
 *   keeps `/wiki/images/` an API path even for a browser navigation (an image opened in a tab).
 * The body parsers here are this plugin's own: the rest of the API stays JSON-only.
 */
import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../shared/envelope';
import { V } from '../../shared/validation';
import { imageParams, pageParams } from '../../shared/wiki/wiki.schemas';
import { WIKI_IMAGE_MAX_BYTES, WIKI_IMAGE_TYPES, type WikiImage } from '../../shared/wiki/wiki.types';
import { createdOf, secured } from '../company/routeOptions';
import { AppError } from '../http/appError';
import { languageOf, translatorFor } from '../http/i18n';
import { failureResponses } from '../http/schemas';
import { failureOf } from '../plugins/errors';
import { requireWikiPage } from './wikiAccess';
import { wikiContext } from './wikiContext';
import { WIKI_ERRORS } from './wikiTree';
import { wikiImageSchema } from './wikiWire';

const tags = ['wiki'];

/** The URL path of an image key. */
export const wikiImageUrl = (key: string): string => `/wiki/images/${key}`;

/** Registers the image upload and download routes (see the file header). */
export async function wikiImagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The image routes' own messages: which types are accepted, and the limit in MB.
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = request.t ?? translatorFor(languageOf(request.headers['accept-language']));
    const [status, body] = failureOf(error, t);
    if (body.code === 'PAYLOAD_TOO_LARGE') {
      body.error = t(WIKI_ERRORS.imageTooLarge, { limitMb: Math.round(WIKI_IMAGE_MAX_BYTES / (1024 * 1024)) });
    } else if (body.code === 'UNSUPPORTED_MEDIA_TYPE') {
      body.error = t(WIKI_ERRORS.imageType);
    }
    if (status >= 500) request.log.error({ err: error }, 'wiki image failed');
    return reply.code(status).send(body);
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...WIKI_IMAGE_TYPES], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError('UNSUPPORTED_MEDIA_TYPE'), undefined));

  app.post('/wiki/pages/:pageId/images', {
    onRequest: app.authenticate,
    bodyLimit: WIKI_IMAGE_MAX_BYTES,
    schema: {
      tags,
      security: secured,
      summary: 'Upload an image of the page (raw body: PNG, JPEG, GIF or WebP)',
      params: pageParams,
      consumes: [...WIKI_IMAGE_TYPES],
      response: createdOf(wikiImageSchema),
    },
    handler: async (request, reply) => {
      const ctx = wikiContext(app, request);
      const { page } = await requireWikiPage(ctx.db, ctx.actor, request.params.pageId);
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      }
      if (body.length === 0) throw new AppError('VALIDATION_FAILED', { fieldKeys: { file: V.required } });
      const mime = String(request.headers['content-type']).split(';')[0].trim().toLowerCase();
      const key = crypto.randomBytes(24).toString('base64url');
      await ctx.db
        .insertInto('wikiImages')
        .values({
          key,
          projectId: page.projectId,
          pageId: page.id,
          uploadedBy: ctx.actor.id,
          mime,
          size: body.length,
          data: body,
          createdAt: new Date().toISOString(),
        })
        .execute();
      const image: WikiImage = { url: wikiImageUrl(key), mime, size: body.length };
      return reply.code(201).send(ok(image));
    },
  });

  app.get('/wiki/images/:key', {
    schema: {
      tags,
      summary: 'An uploaded image (no token: the key is the capability)',
      params: imageParams,
      response: { 200: z.unknown().describe('the image bytes'), ...failureResponses },
    },
    handler: async (request, reply) => {
      const image = await app.db
        .selectFrom('wikiImages')
        .select(['mime', 'data'])
        .where('key', '=', request.params.key)
        .executeTakeFirst();
      if (!image) throw new AppError('NOT_FOUND');
      return reply
        .type(image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image.data);
    },
  });
}
