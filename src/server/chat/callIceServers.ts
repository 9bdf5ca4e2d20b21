/**
 * ICE servers of conference calls (issue 17; README "Conference calls"): `ICE_SERVERS` is a JSON
 * array of RTCIceServer (`[{"urls":"stun:stun.example.com:3478"},{"urls":"turn:turn.example.com:3478"}]`),
 * validated when the server starts (bad JSON or a bad entry stops the start with a message naming
 * ICE_SERVERS). With `TURN_SECRET` (coturn's `static-auth-secret`, REST API auth), a `turn:`/`turns:`
 * entry without username and credential gets short-lived ones per join (TURN_TTL_S seconds):
 * username `<unix expiry>:<userId>`, credential base64(HMAC-SHA1(secret, username)). Nothing
 * configured: `[]` (host candidates only, enough on a LAN).
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import type { CallIceServer } from '../../shared/chat/call.types';

const ICE_URL = /^(stun|stuns|turn|turns):\S+$/;
const iceUrl = z.string().regex(ICE_URL, { error: 'an ICE URL starts with stun:, stuns:, turn: or turns:' });

const iceServerSchema = z.object({
  urls: z.union([iceUrl, z.array(iceUrl).min(1)]),
  username: z.string().min(1).optional(),
  credential: z.string().min(1).optional(),
});

/** The `ICE_SERVERS` environment variable: unset or empty → []; otherwise a JSON array of RTCIceServer. */
export const iceServersSetting = z
  .string()
  .trim()
  .optional()
  .transform((text, ctx): CallIceServer[] => {
    if (!text) return [];
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `not valid JSON (${(error as Error).message})` });
      return z.NEVER;
    }
    const parsed = z.array(iceServerSchema).safeParse(value);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `[${issue.path.join('.')}] ${issue.message}`).join(', ');
      ctx.addIssue({ code: 'custom', message: `a JSON array of {urls, username?, credential?}: ${problems}` });
      return z.NEVER;
    }
    return parsed.data;
  });

const isTurn = (server: CallIceServer): boolean =>
  (Array.isArray(server.urls) ? server.urls : [server.urls]).some((url) => /^turns?:/.test(url));

/** coturn REST API credentials for `userId`, valid until `expiresAtS` (unix seconds). */
export function turnCredentials(secret: string, userId: number, expiresAtS: number) {
  const username = `${expiresAtS}:${userId}`;
  const credential = crypto.createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/**
 * The ICE servers for `userId`'s join answer: the configured ones, TURN entries without
 * credentials given short-lived ones when a secret is set (`nowMs`: the current time, ms).
 */
export function iceServersFor(
  settings: { iceServers: CallIceServer[]; turnSecret?: string; turnTtlS: number },
  userId: number,
  nowMs: number = Date.now(),
): CallIceServer[] {
  const { turnSecret } = settings;
  return settings.iceServers.map((server) => {
    if (!turnSecret || !isTurn(server) || server.username || server.credential) return { ...server };
    const expiresAtS = Math.floor(nowMs / 1000) + settings.turnTtlS;
    return { ...server, ...turnCredentials(turnSecret, userId, expiresAtS) };
  });
}
