/**
 * Imported first by the entry (src/client/index.tsx), before any schema is built: zod 4 probes
 * `new Function('')` when it builds its first object schema, to see whether it may compile fast
 * parsers. Under our Content-Security-Policy (no 'unsafe-eval', src/server/plugins/securityHeaders.ts)
 * the probe fails quietly but the browser still reports a `securitypolicyviolation`; `jitless`
 * skips the probe (the parsers are the same ones zod falls back to under that policy anyway).
 * `config` comes from zod's core (the object every zod API reads), so the entry does not pull in
 * the whole classic API: the screens that validate load it with their own chunks.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
