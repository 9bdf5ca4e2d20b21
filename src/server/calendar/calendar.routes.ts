/**
 * The shared calendar's calls (spec/shell.md §7 Calendar; §3, §5, §6; DESIGN §3 Envelope, §5), all
 * for a signed-in caller, over HTTP and the socket `api` alike; answers carry the success flag:
 * - GET /api/calendar/events?from&to&projectId&type → CalendarEvent[] the caller may see (a series
 *   when an occurrence touches the window; projectId: 403/404 unless a member of its company)
 * - POST /api/calendar/events createEventBody → 201 CalendarEvent
 * - GET /api/calendar/events/{id} → CalendarEvent (404 when hidden or missing)
 * - PUT /api/calendar/events/{id}?occurrence= updateEventBody → CalendarEvent (the override with
 *   `occurrence`); DELETE /api/calendar/events/{id}?occurrence= → {id} (creator only: 403/404)
 * - GET /api/calendar/invitations?status= → CalendarInvitation[] (the caller's)
 * - POST /api/calendar/events/{id}/invitations inviteBody → CalendarInvitation[] (creator only)
 * - PUT /api/calendar/invitations/{id}/respond respondBody → CalendarInvitation (the invitee)
 * - DELETE /api/calendar/invitations/{id} → {id} (the creator or the invitee)
 * - POST /api/calendar/events/{id}/reinvite/{userId} reinviteBody → CalendarInvitation (creator)
 * - GET /api/calendar/companies → CalendarCompany[]; GET /api/calendar/companies/{id}/members →
 *   CalendarPerson[] (404 unknown company, 403 non-member)
 * Field errors 400 (calendar.context.ts CALENDAR_ERRORS); live events in calendar.events.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEventBody,
  eventsQuery,
  invitationsQuery,
  inviteBody,
  occurrenceQuery,
  reinviteBody,
  respondBody,
  updateEventBody,
} from '../../shared/calendar/calendar.schemas';
import { ok } from '../../shared/envelope';
import { actorOf } from '../access/access.service';
import { createdOf, idParams, okOf, secured } from '../company/routeOptions';
import { callerOf } from '../plugins/auth';
import { calendarContext, ownEvent } from './calendar.context';
import { createEvent, deleteEvent, getEvent, listEvents, updateStoredEvent } from './calendar.service';
import {
  calendarCompanySchema,
  calendarDeletedSchema,
  calendarEventSchema,
  calendarInvitationSchema,
  calendarPersonSchema,
  eventParams,
  reinviteParams,
} from './calendar.wire';
import { calendarCompanies, calendarMembers } from './calendarCompanies';
import { deleteOccurrence, updateOccurrence } from './calendarOccurrences';
import { deleteInvitation, invite, listInvitations, reinvite, respond } from './invitations.service';

const tags = ['calendar'];

/** Registers the calendar routes (see the file header). */
export async function calendarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.authenticate };

  app.get('/api/calendar/events', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Events the caller may see',
      querystring: eventsQuery,
      response: okOf(z.array(calendarEventSchema)),
    },
    handler: async (request) => ok(await listEvents(calendarContext(app, request), request.query)),
  });

  app.post('/api/calendar/events', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Create an event (with invitees)',
      body: createEventBody,
      response: createdOf(calendarEventSchema),
    },
    handler: async (request, reply) =>
      reply.code(201).send(ok(await createEvent(calendarContext(app, request), request.body))),
  });

  app.get('/api/calendar/events/:id', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'One event (404 unless the caller may see it)',
      params: eventParams,
      response: okOf(calendarEventSchema),
    },
    handler: async (request) => ok(await getEvent(calendarContext(app, request), request.params.id)),
  });

  app.put('/api/calendar/events/:id', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Change the fields given (creator only); with ?occurrence= one occurrence of a series',
      params: eventParams,
      querystring: occurrenceQuery,
      body: updateEventBody,
      response: okOf(calendarEventSchema),
    },
    handler: async (request) => {
      const ctx = calendarContext(app, request);
      const { occurrence } = request.query;
      if (occurrence) return ok(await updateOccurrence(ctx, request.params.id, occurrence, request.body));
      return ok(await updateStoredEvent(ctx, await ownEvent(ctx, request.params.id), request.body));
    },
  });

  app.delete('/api/calendar/events/:id', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Delete an event and its overrides (creator only); with ?occurrence= one occurrence',
      params: eventParams,
      querystring: occurrenceQuery,
      response: okOf(calendarDeletedSchema),
    },
    handler: async (request) => {
      const ctx = calendarContext(app, request);
      const { occurrence } = request.query;
      if (occurrence) return ok(await deleteOccurrence(ctx, request.params.id, occurrence));
      return ok(await deleteEvent(ctx, request.params.id));
    },
  });

  app.get('/api/calendar/invitations', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'My invitations (?status=pending)',
      querystring: invitationsQuery,
      response: okOf(z.array(calendarInvitationSchema)),
    },
    handler: async (request) => ok(await listInvitations(calendarContext(app, request), request.query.status)),
  });

  app.post('/api/calendar/events/:id/invitations', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Invite co-members of a company (creator only)',
      params: eventParams,
      body: inviteBody,
      response: okOf(z.array(calendarInvitationSchema)),
    },
    handler: async (request) => ok(await invite(calendarContext(app, request), request.params.id, request.body)),
  });

  app.put('/api/calendar/invitations/:id/respond', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Answer an invitation (the invitee)',
      params: idParams,
      body: respondBody,
      response: okOf(calendarInvitationSchema),
    },
    handler: async (request) =>
      ok(await respond(calendarContext(app, request), request.params.id, request.body.status)),
  });

  app.delete('/api/calendar/invitations/:id', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Remove an invitation (the creator) or leave (the invitee)',
      params: idParams,
      response: okOf(calendarDeletedSchema),
    },
    handler: async (request) => ok(await deleteInvitation(calendarContext(app, request), request.params.id)),
  });

  app.post('/api/calendar/events/:id/reinvite/:userId', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Invite again: back to pending with a new message (creator only)',
      params: reinviteParams,
      body: reinviteBody,
      response: okOf(calendarInvitationSchema),
    },
    handler: async (request) =>
      ok(await reinvite(calendarContext(app, request), request.params.id, request.params.userId, request.body)),
  });

  app.get('/api/calendar/companies', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'My companies with their members',
      response: okOf(z.array(calendarCompanySchema)),
    },
    handler: async (request) => ok(await calendarCompanies(app.db, callerOf(request).user.id)),
  });

  app.get('/api/calendar/companies/:id/members', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Members of one of my companies',
      params: idParams,
      response: okOf(z.array(calendarPersonSchema)),
    },
    handler: async (request) => ok(await calendarMembers(app.db, actorOf(callerOf(request)), request.params.id)),
  });
}
