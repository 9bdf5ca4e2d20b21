/**
 * The routes of the fuzz test, read from the server's own OpenAPI document (DESIGN §3 Route map:
 * "The server serves an OpenAPI document built from the same zod schemas"), so a new route is
 * fuzzed without anyone listing it. Keys are `"METHOD /path/{param}"` as in the route table.
 */
import type { Json } from '../harness';

export interface FuzzRoute {
  /** `"PUT /editor/card/{cardId}/{parentCardId}?"`: the OpenAPI path, `?` marking an optional param. */
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  optionalParams: string[];
  queryParams: string[];
  /** Top-level property names of the JSON body schema (empty when it has none or no body). */
  bodyKeys: string[];
  /** The JSON schema of the body (OpenAPI 3.0 flavour), `undefined` without one. */
  bodySchema: Json;
  hasBody: boolean;
}

/** Every operation of an OpenAPI document, in document order. */
export function routesOf(document: Json): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries<Json>(document.paths)) {
    for (const [method, operation] of Object.entries<Json>(operations)) {
      const parameters: Json[] = operation.parameters ?? [];
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        optionalParams: [...path.matchAll(/\{(\w+)\}\?/g)].map((match) => match[1]),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: Object.keys(schema?.properties ?? {}),
        bodySchema: schema,
        hasBody: Boolean(operation.requestBody),
      });
    }
  }
  return routes;
}

/** True for POST/PUT/PATCH/DELETE. */
export const isWrite = (route: FuzzRoute): boolean => route.method !== 'GET' && route.method !== 'HEAD';

/**
 * The URL of `route` with each path param replaced by its raw (already encoded) text and the
 * query appended; an optional param without a value drops its segment.
 */
export function urlOf(
  route: FuzzRoute,
  params: Record<string, string | undefined>,
  query: [string, string][] = [],
): string {
  const path = route.path.replace(/\/\{(\w+)\}(\?)?/g, (_match, name: string) =>
    params[name] === undefined ? '' : `/${params[name]}`,
  );
  return query.length === 0 ? path : `${path}?${query.map(([name, value]) => `${name}=${value}`).join('&')}`;
}

/** Encodes the values of valid params (ids and tokens) for a path. */
export function encodeParams(params: Record<string, unknown> | undefined): Record<string, string> {
  const encoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) encoded[name] = encodeURIComponent(String(value));
  }
  return encoded;
}

/**
 * A plausible value of a JSON schema: required properties only, first enum member, minimum
 * lengths honoured. The fallback valid body of a route the route table does not know.
 */
export function exampleOf(schema: Json): unknown {
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return exampleOf(variant);
  switch (schema.type) {
    case 'string':
      return 'Fuzz'.padEnd(schema.minLength ?? 4, '0');
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = exampleOf(schema.properties?.[name]);
      return value;
    }
    default:
      return schema.properties ? exampleOf({ ...schema, type: 'object' }) : undefined;
  }
}
