/**
 * Guest authentication (issue 6; DESIGN §3 Transports "Guests: `guestToken` as query parameter or
 * `X-Guest-Token` header"; src/shared/board/share.ts): finds the guest token of a request and
 * resolves it to the shared board and its guest settings.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { GuestSettings } from '../../shared/board/share';
import type { Guest } from '../access/access.service';
import type { Database } from '../db/database';
import { AppError } from '../http/appError';
import { enabledShareByToken, guestSettingsOf } from './share.repository';

/** Header that carries a guest token. */
export const GUEST_TOKEN_HEADER = 'x-guest-token';

/** A resolved guest: its board and the board's guest settings. */
export interface GuestVisit extends Guest {
  settings: GuestSettings;
}

/**
 * The guest token of a request: the `X-Guest-Token` header, else the `guestToken` query
 * parameter, else the `token` query parameter (the spec's "query token" of
 * `GET /editor/columns/{boardId}`). Undefined when none is given.
 */
export function guestTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[GUEST_TOKEN_HEADER];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  for (const name of ['guestToken', 'token']) {
    const value = query?.[name];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** The guest of an enabled link; throws 404 GUEST_LINK_INVALID for an unknown, disabled or replaced token. */
export async function resolveGuest(db: Kysely<Database>, token: string): Promise<GuestVisit> {
  const share = await enabledShareByToken(db, token);
  if (!share) throw new AppError('GUEST_LINK_INVALID');
  return { kind: 'guest', boardId: share.boardId, settings: guestSettingsOf(share) };
}

/**
 * Card creation by a guest (spec/board.md §6 "Creating tasks only if allowCreateTasks"; the guest
 * create form has no executor/responsible selectors): 403 FORBIDDEN unless the link allows it,
 * and for a body that assigns members or copies a card (a copy carries the source's members).
 * Does nothing for a member's request.
 */
export function requireGuestMayCreate(
  guest: GuestVisit | null,
  body: { members?: unknown[]; cardsMembers?: unknown[]; id?: unknown },
): void {
  if (!guest) return;
  if (!guest.settings.allowCreateTasks) throw new AppError('FORBIDDEN');
  if (body.members?.length || body.cardsMembers?.length || body.id !== undefined) throw new AppError('FORBIDDEN');
}
