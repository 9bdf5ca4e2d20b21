/**
 * The cases of the fuzz test. Case `index` of a route is of kind `kinds[index % kinds.length]`
 * (so every route gets every kind that applies to it early) and its content comes from fast-check
 * with a seed derived from the run's seed, the route and the index: the same seed replays the same
 * cases. Kinds: a hostile path param, a hostile query, a valid body with fields mutated, a random
 * body, a raw non-JSON text, a valid body under an odd Content-Type.
 */
import fc from 'fast-check';
import { encodeParams, isWrite, urlOf, type FuzzRoute } from './fuzzRoutes';
import type { FuzzRequest } from './fuzzTransport';
import {
  CONTENT_TYPES,
  HOSTILE_TOKENS,
  RAW_TEXTS,
  hostileQueryValue,
  mutate,
  mutation,
  randomBody,
} from './fuzzValues';

/** What the cases need to know of the world: valid params/query/body per route and the tokens. */
export interface FuzzSubject {
  ownerToken: string;
  /** A user whose session the calls may end (logout, refresh). */
  burnerToken: string;
  guestToken: string;
  /** Ids of another company's objects: used as hostile ids (a cross-company call). */
  foreignIds: readonly (number | string)[];
  entry(key: string): FuzzEntry | undefined;
}

export interface FuzzEntry {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  destructive?: boolean;
  /** A valid call ends or rotates the caller's session (logout, refresh). */
  endsSession?: boolean;
}

export type CaseKind = 'param' | 'query' | 'field' | 'random' | 'raw' | 'contentType';
export type Caller = 'owner' | 'anonymous' | 'guest';
export type Transport = 'http' | 'socket';

export interface FuzzCase {
  route: string;
  index: number;
  kind: CaseKind;
  transport: Transport;
  caller: Caller;
  request: FuzzRequest;
}

/** The kinds that apply to a route. */
export function kindsOf(route: FuzzRoute): CaseKind[] {
  const kinds: CaseKind[] = [];
  if (route.pathParams.length > 0) kinds.push('param');
  kinds.push('query');
  if (isWrite(route)) kinds.push('field', 'random', 'raw', 'field', 'contentType', 'random');
  return kinds;
}

/** A 32-bit seed from the run seed, the route and the case index (FNV-1a). */
export function caseSeed(seed: number, route: string, index: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of `${route}#${index}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}

const pick = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T => fc.sample(arbitrary, { seed, numRuns: 1 })[0];

/** Case `index` of `route`. */
export function caseOf(route: FuzzRoute, subject: FuzzSubject, seed: number, index: number): FuzzCase {
  const kinds = kindsOf(route);
  const kind = kinds[index % kinds.length];
  const entry = subject.entry(route.key);
  const s = caseSeed(seed, route.key, index);
  const params = encodeParams(entry?.params);
  const query: [string, string][] = Object.entries(encodeParams(entry?.query));
  let body: unknown = isWrite(route) ? entry?.body : undefined;
  let raw: FuzzRequest['raw'];
  let contentType: string | null | undefined;

  if (kind === 'param') {
    const [name, token] = pick(
      fc.tuple(
        fc.constantFrom(...route.pathParams),
        fc.oneof(
          { arbitrary: fc.constantFrom(...HOSTILE_TOKENS), weight: 6 },
          { arbitrary: fc.constantFrom(...subject.foreignIds.map(String), ''), weight: 1 },
        ),
      ),
      s,
    );
    // '' stands for "left out": an optional param drops its segment, a required one becomes a space.
    if (token !== '') params[name] = token;
    else if (route.optionalParams.includes(name)) delete params[name];
    else params[name] = '%20';
  } else if (kind === 'query') {
    const names = [...route.queryParams, 'guestToken', 'token', 'force', 'filters', '__proto__'];
    const [name, value, duplicate] = pick(fc.tuple(fc.constantFrom(...names), hostileQueryValue, fc.boolean()), s);
    const kept = query.filter(([existing]) => existing !== name || duplicate);
    query.splice(0, query.length, ...kept, [name, value]);
  } else if (kind === 'field') {
    body = mutate(body ?? {}, pick(fc.array(mutation, { minLength: 1, maxLength: 3 }), s));
  } else if (kind === 'random') {
    body = pick(randomBody(route.bodyKeys), s);
  } else if (kind === 'raw') {
    [raw, contentType] = pick(fc.tuple(fc.constantFrom(...RAW_TEXTS), fc.constantFrom(...CONTENT_TYPES)), s);
  } else {
    contentType = pick(fc.constantFrom(...CONTENT_TYPES.filter((type) => type !== 'application/json')), s) ?? null;
  }

  // Raw texts and Content-Types exist only over HTTP; otherwise one case in three goes over the socket.
  const [socketRoll, callerRoll] = pick(fc.tuple(fc.nat(2), fc.nat(9)), s ^ 0x5bd1e995);
  // Session-ending routes go over HTTP as the burner (over the socket they would end the owner's session).
  const endsSession = entry?.endsSession ?? false;
  const httpOnly = kind === 'raw' || kind === 'contentType' || endsSession;
  const transport: Transport = httpOnly || socketRoll !== 0 ? 'http' : 'socket';
  // Mostly the owner (the calls pass auth and reach validation); sometimes nobody or a guest (HTTP).
  const caller: Caller = transport === 'socket' || callerRoll < 7 ? 'owner' : callerRoll < 8 ? 'anonymous' : 'guest';
  const request: FuzzRequest = {
    method: route.method,
    url: urlOf(route, params, query),
    token: caller === 'owner' ? (endsSession ? subject.burnerToken : subject.ownerToken) : undefined,
    guestToken: caller === 'guest' ? subject.guestToken : undefined,
    body: raw === undefined && body !== undefined && isWrite(route) ? body : undefined,
    raw,
    contentType,
  };
  return { route: route.key, index, kind, transport, caller, request };
}

/**
 * Whether a route's cases may remove the world's own objects (even a "hostile" id such as `+1`
 * or `0x1F` may be read as a real one): they run only in the last phase, so the others still
 * find the objects.
 */
export const mayDestroy = (route: FuzzRoute, subject: FuzzSubject): boolean =>
  subject.entry(route.key)?.destructive ?? (route.method === 'DELETE' || route.path.endsWith('/leave'));
