import fc from 'fast-check';
import { jsonTextDepth, valueDepth } from '../../src/shared/jsonDepth';

/** Depth by the obvious recursive definition (fine for the small values of the property test). */
const recursiveDepth = (value: unknown): number =>
  value !== null && typeof value === 'object'
    ? 1 + Math.max(0, ...Object.values(value as Record<string, unknown>).map(recursiveDepth))
    : 0;

describe('valueDepth', () => {
  test('counts objects and arrays, not scalars', () => {
    expect(valueDepth('text')).toBe(0);
    expect(valueDepth(null)).toBe(0);
    expect(valueDepth({})).toBe(1);
    expect(valueDepth([1, [2, { a: [] }]])).toBe(4);
  });

  test('stops early past a limit and walks 50,000 levels without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    expect(valueDepth(deep)).toBe(50_000);
    expect(valueDepth(deep, 256)).toBe(257);
  });

  test('agrees with the recursive definition', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => expect(valueDepth(value)).toBe(recursiveDepth(value))));
  });
});

describe('jsonTextDepth', () => {
  test('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonTextDepth('"[[[{{{"')).toBe(0);
    expect(jsonTextDepth('{"a":"\\"[[[","b":[1]}')).toBe(2);
    expect(jsonTextDepth('["\\\\",[["x"]]]')).toBe(3);
  });

  test('agrees with the depth of the parsed value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(jsonTextDepth(text)).toBe(valueDepth(JSON.parse(text)));
      }),
    );
  });

  test('stops early past a limit on a 1,000,000-deep text', () => {
    const text = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    expect(jsonTextDepth(text, 256)).toBe(257);
    expect(jsonTextDepth(text)).toBe(1_000_000);
  });
});
