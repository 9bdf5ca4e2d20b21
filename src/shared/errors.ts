/**
 * Machine error codes of the wire contract (DESIGN §3 Envelope) and of the client transport
 * (spec/shell.md §8). The human message travels beside the code, translated by the server from
 * i18n/<locale>/errors.json under the same key (`errors.<CODE>`).
 */
export const ErrorCode = {
  // server → client
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  NEEDS_CONFIRMATION: 'NEEDS_CONFIRMATION',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_CODE: 'INVALID_CODE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** A body of a type the route does not accept (415; wiki image uploads). */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  MALFORMED_JSON: 'MALFORMED_JSON',
  /** A body nested deeper than MAX_JSON_DEPTH (src/shared/constants.ts). */
  NESTING_TOO_DEEP: 'NESTING_TOO_DEEP',
  /** Request line and headers above the HTTP parser's limit (431). */
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  /** A path segment above the router's parameter length (414). */
  URL_TOO_LONG: 'URL_TOO_LONG',
  /** Bytes that are not an HTTP request (the HTTP parser's 400). */
  MALFORMED_REQUEST: 'MALFORMED_REQUEST',
  /** A request that did not arrive in time (408). */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  /** A guest link that does not exist, was disabled or regenerated (issue 6). */
  GUEST_LINK_INVALID: 'GUEST_LINK_INVALID',
  // socket handshake
  AUTH_FAILED: 'AUTH_FAILED',
  // client transport (spec/shell.md §8)
  WEBSOCKET_NOT_READY: 'WEBSOCKET_NOT_READY',
  WEBSOCKET_DISCONNECTED: 'WEBSOCKET_DISCONNECTED',
  TIMEOUT: 'TIMEOUT',
  CANCELLED: 'CANCELLED',
  NETWORK: 'NETWORK',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status of each server error code. */
export const STATUS_OF: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_CODE: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MALFORMED_JSON: 400,
  NESTING_TOO_DEEP: 400,
  HEADERS_TOO_LARGE: 431,
  URL_TOO_LONG: 414,
  MALFORMED_REQUEST: 400,
  REQUEST_TIMEOUT: 408,
  GUEST_LINK_INVALID: 404,
  NEEDS_CONFIRMATION: 449,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** Client transport messages, exactly as spec/shell.md §8 gives them. */
export const transportMessage = {
  notConnected: () => 'WebSocket not connected',
  timeout: (ms: number) => `Request timeout after ${ms}ms`,
  cancelled: () => 'Request cancelled',
  failedWithStatus: (status: number) => `Request failed with status ${status}`,
  noToken: () => 'No token received',
  refreshFailed: () => 'Refresh failed',
  noTokenAvailable: () => 'No token available',
  connectionTimeout: () => 'WebSocket connection timeout',
};
