/**
 * Opaque bearer tokens and restore codes (DESIGN §3 Auth). The server stores only sha256 hashes,
 * so a leaked database does not hold usable tokens or codes.
 */
import crypto from 'node:crypto';
import { EMAIL_CODE_LENGTH } from '../../shared/constants';

/** 32 random bytes, base64url (43 characters). */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

/** sha256 hex of a token: the key of its session row. */
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The header value that carries a token to the client. */
export const bearerHeader = (token: string): string => `Bearer ${token}`;

/** A uniformly random 6-digit code, leading zeros kept ("004211"). */
export const newEmailCode = (): string =>
  crypto
    .randomInt(0, 10 ** EMAIL_CODE_LENGTH)
    .toString()
    .padStart(EMAIL_CODE_LENGTH, '0');

/** sha256 of e-mail and code: a code is only valid for the address it was sent to. */
export const hashEmailCode = (email: string, code: string): string =>
  crypto.createHash('sha256').update(`${email}\n${code}`).digest('hex');
