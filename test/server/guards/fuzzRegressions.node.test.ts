/**
 * Defects the fuzz test found, pinned down one by one (DESIGN §3 Envelope: field errors mirror
 * the value's shape). A body key `__proto__` must come back as a field error like any other key,
 * never walk the error builder into `Object.prototype` (which gave every object of the server
 * process an `isSystemAdmin`).
 */
import { fieldErrorsFromIssues } from '../../../src/shared/validation';
import { call, forEachDialect, registerUser } from '../harness';

const ownNames = () => [Object.getOwnPropertyNames(Object.prototype), Object.getOwnPropertyNames(Array.prototype)];

describe('field errors under a __proto__ key', () => {
  test('stay own properties of the error object and leave Object.prototype alone', () => {
    const before = ownNames();
    const errors = fieldErrorsFromIssues(
      [
        { code: 'custom', path: ['meta', '__proto__', 'isSystemAdmin'], message: 'x' },
        { code: 'custom', path: ['__proto__'], message: 'x' },
        { code: 'custom', path: ['constructor', 'prototype', 'polluted'], message: 'x' },
      ],
      {},
      (key) => key,
    );
    expect(ownNames()).toEqual(before);
    expect(({} as Record<string, unknown>).isSystemAdmin).toBeUndefined();
    // Read back through JSON: an object literal cannot spell an own `__proto__` key.
    const wire = JSON.parse(JSON.stringify(errors));
    expect(Object.keys(wire)).toEqual(['meta', '__proto__', 'constructor']);
    expect(Object.keys(wire.meta)).toEqual(['__proto__']);
    expect(typeof Object.getOwnPropertyDescriptor(wire.meta, '__proto__')?.value.isSystemAdmin).toBe('string');
    expect(typeof Object.getOwnPropertyDescriptor(wire, '__proto__')?.value).toBe('string');
    expect(typeof wire.constructor.prototype.polluted).toBe('string');
  });
});

forEachDialect('a hostile __proto__ key in a body', (ref) => {
  test('is refused at its field and pollutes nothing in the server process', async () => {
    const { token } = await registerUser(ref.server);
    const before = ownNames();
    const answer = await call(ref.server, 'PUT', '/auth/profile', {
      token,
      raw: '{"meta":{"__proto__":{"isSystemAdmin":"\\u0000"}},"name":"\\u0000"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(ownNames()).toEqual(before);
    expect(({} as Record<string, unknown>).isSystemAdmin).toBeUndefined();
  });
});
