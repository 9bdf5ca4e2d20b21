import fc from 'fast-check';
import { findUnstorableText, isStorableText } from '../../src/shared/storableText';

describe('isStorableText', () => {
  test('plain text, emoji (surrogate pairs) and other control characters are storable', () => {
    for (const text of ['', 'hello', 'Привет', '😀 ok', 'tab\tand\nnewline', '\u0001\u001f\u007f', '\uFFFD']) {
      expect(isStorableText(text)).toBe(true);
    }
  });

  test('NUL and lone surrogates anywhere in the text are not', () => {
    for (const text of [
      '\u0000',
      'a\u0000b',
      'end\u0000',
      '\uD800',
      'a\uD83Db',
      '\uDE00x',
      'x\uDE00',
      '😀\uDE00',
      '\uD83D\uD83D',
    ]) {
      expect(isStorableText(text)).toBe(false);
    }
  });

  test('agrees with a round trip through UTF-8 for any text without NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const roundTrips = Buffer.from(text, 'utf8').toString('utf8') === text;
        expect(isStorableText(text)).toBe(roundTrips && !text.includes('\u0000'));
      }),
    );
  });
});

describe('findUnstorableText', () => {
  test('answers null for values with storable text only', () => {
    expect(findUnstorableText(null)).toBeNull();
    expect(findUnstorableText(42)).toBeNull();
    expect(findUnstorableText('ok')).toBeNull();
    expect(findUnstorableText({ a: ['b', { c: 'd', e: 1, f: null, g: true }] })).toBeNull();
  });

  test('gives the path of the first bad string, keys included', () => {
    expect(findUnstorableText('a\u0000')).toEqual([]);
    expect(findUnstorableText({ name: 'a\u0000' })).toEqual(['name']);
    expect(findUnstorableText({ meta: { notes: ['ok', 'bad\uD800'] } })).toEqual(['meta', 'notes', 1]);
    expect(findUnstorableText({ meta: { 'k\u0000': 1 } })).toEqual(['meta', 'k\u0000']);
  });

  test('walks a value nested 100,000 deep without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    const path = findUnstorableText(deep);
    expect(path).toHaveLength(100_000);
    let clean: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) clean = { a: clean };
    expect(findUnstorableText(clean)).toBeNull();
  });
});
