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

/** Socket.io event names of the transport (DESIGN §3 Transports). */
export const SOCKET_EVENTS = { api: 'api', ping: 'ping' } as const;

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
