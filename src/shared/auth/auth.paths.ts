/** Auth API paths (spec/shell.md §7, DESIGN §3 Auth). */
export const AUTH_PATHS = {
  register: '/auth/register',
  login: '/auth/login',
  user: '/auth/user',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
  profile: '/auth/profile',
  background: '/auth/user/background/settings',
  emailCode: '/auth/get-email-code',
  restore: '/auth/restore',
} as const;

/** Headers of the wire contract (DESIGN §3 Transports). */
export const HEADERS = {
  authorization: 'authorization',
  acceptLanguage: 'accept-language',
  socketId: 'socket-id',
  guestToken: 'x-guest-token',
  compress: 'x-compress',
} as const;

/**
 * Socket.io event names of the transport (DESIGN §3 Transports). `sessionRevoked` is sent by the
 * server to the sockets of a session that has just ended, right before it disconnects them.
 */
export const SOCKET_EVENTS = { api: 'api', ping: 'ping', sessionRevoked: 'session:revoked' } as const;

/**
 * Why a session ended (payload of `session:revoked`): `logout` (POST /auth/logout with its token),
 * `restore` (a new password ended every session of the user), `refreshed` (GET /auth/refresh
 * rotated the token: the session lives on under a new token, e.g. in another tab), `expired`,
 * `blocked` (an administrator ended every session of the user).
 */
export const SESSION_END_REASONS = ['logout', 'restore', 'refreshed', 'expired', 'blocked'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
export interface SessionRevokedPayload {
  reason: SessionEndReason;
}

/** Request and reply of the socket `api` transport (DESIGN §3 Socket API). */
export interface SocketApiRequest {
  requestId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}
export interface SocketApiReply {
  requestId: string;
  status: number;
  data: unknown;
  error?: string;
  headers: Record<string, string>;
}
