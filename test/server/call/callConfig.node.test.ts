/**
 * Conference call configuration (issue 17; src/server/config.ts, src/server/chat/callIceServers.ts):
 * defaults, ICE_SERVERS validated at start with a message naming it, and short-lived TURN
 * credentials in coturn's REST API format (username `<expiry>:<userId>`, HMAC-SHA1 credential).
 */
import crypto from 'node:crypto';
import { iceServersFor } from '../../../src/server/chat/callIceServers';
import { loadConfig } from '../../../src/server/config';

describe('call configuration', () => {
  test('defaults: no ICE servers, empty timeout 0, heartbeat 20 s, ring 30 s, TURN TTL 1 h', () => {
    expect(loadConfig({}).calls).toEqual({
      emptyTimeoutMs: 0,
      heartbeatTimeoutMs: 20_000,
      ringMs: 30_000,
      sweepIntervalMs: 1000,
      iceServers: [],
      turnSecret: undefined,
      turnTtlS: 3600,
    });
    expect(iceServersFor(loadConfig({}).calls, 7)).toEqual([]);
  });

  test('ICE_SERVERS is a JSON array of RTCIceServer; anything else stops the start with a clear message', () => {
    const servers = [{ urls: 'stun:stun.example.com:3478' }, { urls: ['turn:turn.example.com:3478?transport=udp'] }];
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(servers) }).calls.iceServers).toEqual(servers);
    expect(() => loadConfig({ ICE_SERVERS: '[{urls:' })).toThrow(/ICE_SERVERS: not valid JSON/);
    expect(() => loadConfig({ ICE_SERVERS: '{"urls":"stun:x"}' })).toThrow(/ICE_SERVERS: a JSON array/);
    expect(() => loadConfig({ ICE_SERVERS: '[{"urls":"http://x"}]' })).toThrow(/ICE_SERVERS: .*stun:/);
    expect(() => loadConfig({ CALL_EMPTY_TIMEOUT_MS: '-1' })).toThrow(/CALL_EMPTY_TIMEOUT_MS/);
  });

  test('TURN entries without credentials get short-lived coturn credentials; others are kept', () => {
    const calls = loadConfig({
      ICE_SERVERS: JSON.stringify([
        { urls: 'stun:stun.example.com' },
        { urls: 'turn:turn.example.com:3478' },
        { urls: 'turns:fixed.example.com', username: 'u', credential: 'p' },
      ]),
      TURN_SECRET: 's3cret',
      TURN_TTL_S: '600',
    }).calls;
    const now = Date.UTC(2030, 0, 1);
    const [stun, turn, fixed] = iceServersFor(calls, 42, now);
    expect(stun).toEqual({ urls: 'stun:stun.example.com' });
    const username = `${now / 1000 + 600}:42`;
    expect(turn).toEqual({
      urls: 'turn:turn.example.com:3478',
      username,
      credential: crypto.createHmac('sha1', 's3cret').update(username).digest('base64'),
    });
    expect(fixed).toEqual({ urls: 'turns:fixed.example.com', username: 'u', credential: 'p' });
  });
});
