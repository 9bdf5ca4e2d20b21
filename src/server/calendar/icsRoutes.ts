/**
 * The calendar's iCalendar routes (spec/shell.md §3 Calendar event, §5 Event visibility; DESIGN §3
 * Envelope, §5):
 * - POST /api/calendar/import `{ics: string, timeZone?: IANA zone}` (the file's text, at most 10 MB;
 *   the zone of floating times and all-day dates when the file names none, default UTC) → 201
 *   `{events, overrides, skipped: IcsSkipped[]}`: counts written (series and single events; changed
 *   occurrences) and what had no place, in plain English (./ics/icsImport.ts, ./calendarImport.ts).
 *   Not an iCalendar file, too big, too many events: 400 VALIDATION_FAILED with the reason
 *   (errors:VALIDATION_FAILED_icsFile). Imported events are the caller's personal events. No live
 *   `calendar:event:created` is sent for them (a file may hold thousands): the client refetches its
 *   events after the answer.
 * - GET /api/calendar/feed → `{exists, createdAt}` (the caller's private feed; its secret is not
 *   stored, so its URL cannot be shown again: POST makes a new one).
 * - POST /api/calendar/feed → 201 `{url, webcalUrl}`: creates the feed or replaces its secret (the old
 *   URL answers 404 at once). `url` uses the request's protocol and Host header
 *   (`<protocol>://<host>/api/calendar/feed/<secret>.ics`), `webcalUrl` the same with `webcal://`.
 * - DELETE /api/calendar/feed → `null`: revokes it (also when there was none).
 * - GET /api/calendar/feed/{secret}.ics → `text/calendar; charset=utf-8` (NO session: the secret is
 *   the credential; unknown or revoked secret 404): every event the feed's owner may see, invited
 *   meetings included unless declined (./calendarFeeds.ts). `Cache-Control: private, max-age=300`.
 * All but the feed itself need a signed-in caller (401). The app-wide rate limit applies to every
 * route (src/server/plugins/rateLimit.ts: per token, per IP for the feed).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  icsImportBody,
  type CalendarFeedState,
  type CalendarFeedUrls,
  type IcsImportAnswer,
} from '../../shared/calendar/icsImport.schemas';
import { ok } from '../../shared/envelope';
import { createdOf, okEmpty, okOf, secured } from '../company/routeOptions';
import { AppError } from '../http/appError';
import { failureResponses } from '../http/schemas';
import { callerOf } from '../plugins/auth';
import { createFeed, deleteFeed, feedOwner, feedState, feedText, feedUrls } from './calendarFeeds';
import { importIcs } from './calendarImport';
import { IcsImportError, MAX_ICS_BYTES, parseIcs } from './ics/icsImport';

const tags = ['calendar'];

/** The JSON body may be larger than the file: its line breaks are written `\r\n` (4 bytes for 2). */
const IMPORT_BODY_LIMIT = Math.ceil(MAX_ICS_BYTES * 1.25);

const skippedSchema = z.object({ uid: z.string(), summary: z.string(), reason: z.string() });
const importAnswer = z.object({
  events: z.number().int(),
  overrides: z.number().int(),
  skipped: z.array(skippedSchema),
}) satisfies z.ZodType<IcsImportAnswer>;
const feedStateSchema = z.object({
  exists: z.boolean(),
  createdAt: z.string().nullable(),
}) satisfies z.ZodType<CalendarFeedState>;
const feedUrlsSchema = z.object({ url: z.string(), webcalUrl: z.string() }) satisfies z.ZodType<CalendarFeedUrls>;
const feedParams = z.object({ secret: z.string().max(100) });

/** A 400 whose message is the parser's reason (i18n/<locale>/errors.json `VALIDATION_FAILED_icsFile`). */
const icsFileError = (error: IcsImportError) =>
  new AppError('VALIDATION_FAILED', { params: { context: 'icsFile', reason: error.message } });

/** Registers the iCalendar routes (see the file header). */
export async function icsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.authenticate };

  app.post('/api/calendar/import', {
    ...base,
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags,
      security: secured,
      summary: 'Import an iCalendar file as personal events of the caller',
      body: icsImportBody,
      response: createdOf(importAnswer),
    },
    handler: async (request, reply) => {
      let parsed: ReturnType<typeof parseIcs>;
      try {
        parsed = parseIcs(request.body.ics, { defaultTimeZone: request.body.timeZone ?? 'UTC' });
      } catch (error) {
        throw error instanceof IcsImportError ? icsFileError(error) : error;
      }
      const counts = await importIcs(app.db, callerOf(request).user.id, parsed);
      return reply.code(201).send(ok(counts));
    },
  });

  app.get('/api/calendar/feed', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Whether the caller has a private feed',
      response: okOf(feedStateSchema),
    },
    handler: async (request) => ok(await feedState(app.db, callerOf(request).user.id)),
  });

  app.post('/api/calendar/feed', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Create the private feed, or give it a new secret (the old URL stops working)',
      response: createdOf(feedUrlsSchema),
    },
    handler: async (request, reply) => {
      const secret = await createFeed(app.db, callerOf(request).user.id);
      return reply.code(201).send(ok(feedUrls(request.host, secret, request.protocol)));
    },
  });

  app.delete('/api/calendar/feed', {
    ...base,
    schema: { tags, security: secured, summary: 'Revoke the private feed', response: okEmpty },
    handler: async (request) => {
      await deleteFeed(app.db, callerOf(request).user.id);
      return ok(null);
    },
  });

  app.get('/api/calendar/feed/:secret.ics', {
    schema: {
      tags,
      summary: 'A private calendar feed (iCalendar); the secret in the path is the credential',
      params: feedParams,
      response: { 200: z.string().describe('text/calendar; charset=utf-8'), ...failureResponses },
    },
    handler: async (request, reply) => {
      const { secret } = request.params;
      const userId = await feedOwner(app.db, secret);
      if (userId === null) throw new AppError('NOT_FOUND');
      const url = feedUrls(request.host, secret, request.protocol).url;
      const text = await feedText(app.db, userId, url);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
  });
}
