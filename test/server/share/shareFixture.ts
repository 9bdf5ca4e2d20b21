/**
 * Fixtures of the guest-link tests (issue 6; src/shared/board/share.ts): a member turns a board's
 * link on with given guest settings; a guest calls the API with the token in one of the three
 * transports (X-Guest-Token header, `?guestToken=`, `?token=`) and no Authorization.
 */
import type { GuestSettings } from '../../../src/shared/board/share';
import { call, type Json, type TestServer } from '../harness';
import { ok, type Person } from '../editor/editorFixture';

export type GuestTransport = 'header' | 'guestToken' | 'token';

/** Enables the board's link with `settings`; returns its token. */
export async function shareBoard(
  server: TestServer,
  who: Person,
  boardId: number,
  settings: Partial<GuestSettings> = {},
): Promise<string> {
  const share = await ok(server, who, 'PUT', `/board/${boardId}/share`, { enabled: true, ...settings });
  return share.token as string;
}

/** A call as a guest holding `token`; the header transport unless told otherwise. */
export async function asGuest(
  server: TestServer,
  token: string,
  method: string,
  url: string,
  body?: unknown,
  via: GuestTransport = 'header',
): Promise<{ status: number; body: Json }> {
  if (via === 'header') return call(server, method, url, { body, headers: { 'x-guest-token': token } });
  const separator = url.includes('?') ? '&' : '?';
  return call(server, method, `${url}${separator}${via}=${encodeURIComponent(token)}`, { body });
}
