/**
 * Hostile inputs of the fuzz test (DESIGN §3 Envelope "Never 500 for bad input"): JSON values,
 * raw request texts and path/query tokens, as fast-check arbitraries. Big and deep values are
 * built once and shared; `describeValue` gives a short printable sample of any of them for the
 * failure report.
 */
import fc from 'fast-check';

/** A 1 MB string (1,048,576 ASCII characters). */
export const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);

/** Depth of the deep values (objects and arrays nested this many levels). */
export const DEEP = 10_000;

/**
 * A value nested `depth` levels deep. JSON.stringify itself overflows the stack on such values,
 * so it stands in the body as a marker and `jsonText` writes its text directly.
 */
export class Deep {
  constructor(
    readonly kind: 'object' | 'array',
    readonly depth: number,
  ) {
    Object.freeze(this);
  }

  get placeholder(): string {
    return `\u0001deep:${this.kind}:${this.depth}\u0001`;
  }

  /** The JSON text: `{"a":{"a":…1…}}` or `[[…1…]]`. */
  get text(): string {
    return this.kind === 'object'
      ? `${'{"a":'.repeat(this.depth)}1${'}'.repeat(this.depth)}`
      : `${'['.repeat(this.depth)}1${']'.repeat(this.depth)}`;
  }

  toJSON(): string {
    return this.placeholder;
  }
}

export const DEEP_OBJECT = new Deep('object', DEEP);
export const DEEP_ARRAY = new Deep('array', DEEP);

/** JSON text of a body that may hold `Deep` markers (written out in full). */
export function jsonText(value: unknown): string {
  let text = JSON.stringify(value) ?? 'null';
  for (const deep of [DEEP_OBJECT, DEEP_ARRAY]) {
    text = text.split(JSON.stringify(deep.placeholder)).join(deep.text);
  }
  return text;
}

/** Strings that have broken servers: NUL, lone surrogates, huge, injections, path tricks. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\uffff\ufffe\ufeff',
  '\u202e\u200b',
  'a'.repeat(201),
  MEGABYTE_STRING,
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '2147483648',
  '__proto__',
  '2026-13-45T99:99:99Z',
];

/** Numbers at the edges of 32/53-bit integers and of doubles (NaN/Infinity cannot be JSON). */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
];

/** One hostile JSON value: a scalar of the wrong kind, an edge number or string, a deep or odd structure. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': null }), weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(DEEP_OBJECT, DEEP_ARRAY), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.array(fc.constantFrom<unknown>(0, -1, 2 ** 31, 'abc', null, '\u0000'), { maxLength: 5 }), weight: 1 },
  {
    arbitrary: fc.constant(JSON.parse('{"__proto__":{"isSystemAdmin":true},"constructor":{"prototype":{}}}')),
    weight: 1,
  },
);

/** A JSON path (keys and indexes) to every value of `body` up to `maxDepth` levels down. */
export function pathsOf(body: unknown, maxDepth = 3): (string | number)[][] {
  const paths: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (path.length > 0) paths.push(path);
    if (path.length >= maxDepth || value === null || typeof value !== 'object' || value instanceof Deep) return;
    for (const [key, child] of Object.entries(value)) walk(child, [...path, Array.isArray(value) ? Number(key) : key]);
  };
  walk(body, []);
  return paths;
}

/** A mutation of one field of a valid body: replace it with a hostile value, drop it, or wrap it. */
export interface Mutation {
  pathIndex: number;
  action: 'replace' | 'delete' | 'wrap' | 'stringify';
  value: unknown;
}

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  pathIndex: fc.nat(),
  action: fc.constantFrom<Mutation['action']>('replace', 'replace', 'replace', 'delete', 'wrap', 'stringify'),
  value: hostileValue,
});

/** `body` with `mutations` applied (a structured copy; the original is untouched). */
export function mutate(body: unknown, mutations: readonly Mutation[]): unknown {
  const copy = body === undefined ? undefined : structuredClone(body);
  for (const step of mutations) {
    const paths = pathsOf(copy);
    if (paths.length === 0) return step.value;
    const path = paths[step.pathIndex % paths.length];
    const parent = path
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>(
        (node, key) => node[key] as Record<string | number, unknown>,
        copy as Record<string | number, unknown>,
      );
    const key = path[path.length - 1];
    if (step.action === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (step.action === 'wrap') parent[key] = [parent[key]];
    else if (step.action === 'stringify') parent[key] = JSON.stringify(parent[key]) ?? 'undefined';
    else parent[key] = step.value;
  }
  return copy;
}

/** A random body: any JSON, or an object of the schema's keys (and strangers) with hostile values. */
export function randomBody(keys: readonly string[]): fc.Arbitrary<unknown> {
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })) : fc.string();
  return fc.oneof(
    { arbitrary: fc.dictionary(key, hostileValue, { maxKeys: 6 }), weight: 4 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 2 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

/** Raw request texts sent as `application/json` (HTTP only: a socket body is already a value). */
export const RAW_TEXTS: readonly (string | Uint8Array)[] = [
  '',
  'not json',
  '{',
  '{"name":',
  '[1,2',
  'NaN',
  'Infinity',
  '{"a":1e999}',
  '{"a":1}{"b":2}',
  '\ufeff{"name":"bom"}',
  '\u0000',
  '"just a string"',
  '123',
  'null',
  '{"name":"a","name":"b"}',
  '['.repeat(100_000),
  `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
  `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`,
  new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
  new Uint8Array([0xef, 0xbb, 0xbf, 0x00, 0x00]),
];

/** Content types a raw body is sent with (the API reads every body as JSON text). */
export const CONTENT_TYPES: readonly (string | undefined)[] = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  undefined,
];

/** Path and query tokens in place of an id or token (already URL-encoded where it matters). */
export const HOSTILE_TOKENS: readonly string[] = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740992',
  '9007199254740993',
  '1e308',
  '1e3',
  '1.5',
  '0x1F',
  '+1',
  '%201',
  'NaN',
  'Infinity',
  'abc',
  '..',
  '..%2F',
  '%2e%2e%2f',
  '%00',
  '1%00',
  '%2500',
  '%ff',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%',
  '%zz',
  'a'.repeat(3000),
  '9'.repeat(400),
  'true',
  '[]',
  '%7B%7D',
];

/** A hostile query value: a token, a bad JSON text, a deep JSON text. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TOKENS), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      encodeURIComponent('{"a":'),
      encodeURIComponent('{"executors":[2147483648],"name":"\u0000"}'),
      encodeURIComponent(JSON.stringify({ stickers: [{ id: 'x', value: { __proto__: 1 } }] })),
      encodeURIComponent(`${'['.repeat(2000)}${']'.repeat(2000)}`),
      encodeURIComponent('"\ud800"'.replace('\ud800', '\\ud800')),
    ),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent), weight: 1 },
);

/** A short printable sample of a value for the failure report (big and deep values summarised). */
export function describeValue(value: unknown): string {
  if (value instanceof Deep) return `<${value.kind} nested ${value.depth} deep>`;
  if (value instanceof Uint8Array) return `<bytes ${Buffer.from(value).toString('hex').slice(0, 60)}>`;
  let text: string;
  try {
    // Long strings print as their length, Deep markers (below) as their kind and depth.
    text =
      JSON.stringify(value, (_key, inner: unknown) =>
        typeof inner === 'string' && inner.length > 1000 ? `<string of ${inner.length} characters>` : inner,
      ) ?? String(value);
  } catch (error) {
    text = `<unprintable: ${(error as Error).message}>`;
  }
  for (const deep of [DEEP_OBJECT, DEEP_ARRAY]) {
    text = text.split(JSON.stringify(deep.placeholder).slice(1, -1)).join(`<${deep.kind} nested ${deep.depth} deep>`);
  }
  return text.length > 240 ? `${text.slice(0, 200)}…<${text.length} characters>` : text;
}
