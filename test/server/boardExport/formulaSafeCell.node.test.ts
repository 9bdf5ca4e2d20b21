/**
 * The OWASP CSV injection rule for the cards CSV (src/server/boardExport/formulaSafeCell.ts): a
 * cell starting with `=`, `+`, `-`, `@`, tab or carriage return is prefixed with `'` and quoted;
 * plain numbers and other text are untouched.
 */
import { stringify } from 'csv-stringify/sync';
import { FORMULA_LIKE_QUOTED, formulaSafeCell } from '../../../src/shared/formulaSafeCell';

describe('formula-safe CSV cells', () => {
  test('each formula start gets a single quote in front', () => {
    for (const text of ['=1+1', '+A1', '-1+1', '@SUM(A1)', '\tTabbed', '\rReturn', '-', '=']) {
      expect(formulaSafeCell(text)).toBe(`'${text}`);
    }
  });

  test('plain numbers, numbers as numbers and ordinary text stay as they are', () => {
    for (const value of ['-3.25', '+7', '12', 'Write spec', ' =lead space', "'=already", '', 42, -1]) {
      expect(formulaSafeCell(value)).toBe(value);
    }
  });

  test('escaped cells are written inside double quotes, the others only when RFC 4180 needs it', () => {
    const text = stringify([['=1+1', '\tx', 'plain', '-3.25', 'a,b'].map(formulaSafeCell)], {
      quoted_match: FORMULA_LIKE_QUOTED,
      record_delimiter: 'unix',
    });
    expect(text).toBe(`"'=1+1","'\tx",plain,-3.25,"a,b"\n`);
  });
});
