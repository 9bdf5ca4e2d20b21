/**
 * The fuzz test's view of the world (test/server/guards/world.ts): the owner of company A calls
 * with A's ids, so calls pass auth and reach validation; B's ids serve as cross-company ids.
 * Valid params and bodies come from the route table; a route it lacks gets params by name from
 * A's ids and a body made from its OpenAPI schema, so a new route is fuzzed all the same.
 */
import { exampleOf, type FuzzRoute } from './fuzzRoutes';
import type { FuzzEntry, FuzzSubject } from './fuzzCases';
import type { Ids, World } from './world';

/** What the fuzz test reads of a route table entry. */
export interface TableEntry {
  params?(ids: Ids): Record<string, unknown>;
  query?(ids: Ids): Record<string, unknown>;
  body?(ids: Ids): unknown;
  destructive?: boolean;
  affectsCaller?: 'session' | 'membership';
}

/** A valid value for a path param by its name and the path (`id` depends on the prefix). */
export function paramByName(path: string, name: string, ids: Ids): unknown {
  switch (name) {
    case 'id':
      if (path.startsWith('/company')) return ids.companyId;
      if (path.startsWith('/project')) return ids.projectId;
      if (path.includes('/stickers/')) return ids.boardStickerId;
      if (path.includes('/task-templates/')) return ids.templateId;
      return ids.boardId;
    case 'token':
      return path.startsWith('/company') ? ids.linkToken : ids.shareToken;
    case 'parentCardId':
      return path.startsWith('/editor/card/{cardId}') ? undefined : ids.cardId;
    case 'userId':
      return ids.memberUserId;
    case 'stickerId':
      return ids.cardStickerId;
    case 'isResponsible':
      return 'false';
    case 'lastSort':
      return 1_000_000;
    default:
      return (ids as unknown as Record<string, unknown>)[name];
  }
}

/** The subject of the fuzz test from the world, a route table and a burner token. */
export function fuzzSubject(
  world: World,
  routes: FuzzRoute[],
  table: Record<string, TableEntry | undefined>,
  burnerToken: string,
): FuzzSubject {
  const ids = world.own;
  const entries = new Map<string, FuzzEntry>();
  for (const route of routes) {
    const row = table[route.key];
    const params = row?.params
      ? row.params(ids)
      : Object.fromEntries(route.pathParams.map((name) => [name, paramByName(route.path, name, ids)]));
    entries.set(route.key, {
      params,
      query: row?.query?.(ids),
      body: row?.body ? row.body(ids) : exampleOf(route.bodySchema),
      destructive: row?.destructive,
      endsSession: row?.affectsCaller === 'session',
    });
  }
  const { other } = world;
  return {
    ownerToken: world.tokens.owner,
    burnerToken,
    guestToken: world.guestToken,
    foreignIds: [other.companyId, other.boardId, other.cardId, other.columnId, other.linkToken, other.shareToken],
    entry: (key) => entries.get(key),
  };
}
