/**
 * What a wiki service call needs (issue 18): the app (realtime, config), the database, the caller
 * and the live-event emitters of the request (the caller's socket excluded).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { actorOf, type Actor } from '../access/access.service';
import type { Database } from '../db/database';
import { callerOf } from '../plugins/auth';
import { wikiEmitter, type WikiEmitter } from './wikiEvents';

export interface WikiContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  actor: Actor;
  emit: WikiEmitter;
}

/** The context of an authenticated request. */
export function wikiContext(app: FastifyInstance, request: FastifyRequest): WikiContext {
  const actor = actorOf(callerOf(request));
  return { app, db: app.db, actor, emit: wikiEmitter(app.realtime, actor.id, request.socketId) };
}
