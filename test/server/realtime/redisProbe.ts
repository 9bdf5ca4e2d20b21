/**
 * Whether the Redis of the multi-instance tests answers (TEST_REDIS_URL, default the local one).
 * Probed in a child process so that jest's module registry never holds an ioredis connection; the
 * tests that need Redis skip themselves, and say so, when it does not answer.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when a PING to REDIS_URL answers within ~2 s. */
export function redisAvailable(): boolean {
  const probe =
    `const R=require('ioredis');const r=new R(process.argv[1],{lazyConnect:true,maxRetriesPerRequest:0,retryStrategy:()=>null,connectTimeout:2000});` +
    `r.connect().then(()=>r.ping()).then(()=>process.exit(0),()=>process.exit(1));`;
  return (
    spawnSync(process.execPath, ['-e', probe, REDIS_URL], { timeout: 4000, cwd: path.resolve(__dirname, '../../..') })
      .status === 0
  );
}
