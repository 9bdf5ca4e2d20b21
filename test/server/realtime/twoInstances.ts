/**
 * A describe block over two server instances sharing one database (SQLite in one temporary
 * DATA_DIR) and one Redis (DESIGN §2 several instances): both are started before the block's tests
 * and closed after them. Without a Redis answering (redisProbe.ts) the block is skipped and one
 * console line says so.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type TestServer } from '../harness';
import { REDIS_URL, redisAvailable } from './redisProbe';

/** The two instances, set once the block's beforeAll ran. */
export interface TwoInstances {
  first: TestServer;
  second: TestServer;
}

/**
 * `describe(title, …)` with `instances` started in a beforeAll of its own (registered before the
 * body's hooks, so those see them) and closed in an afterAll; `what` names the feature in the skip line.
 */
export function describeOnTwoInstances(title: string, what: string, body: (instances: TwoInstances) => void): void {
  const available = redisAvailable();
  if (!available) console.log(`Redis was skipped: no server answered at ${REDIS_URL} (${what} across instances).`);
  (available ? describe : describe.skip)(title, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-redis-'));
    const instances = {} as TwoInstances;
    beforeAll(async () => {
      instances.first = await startServer('sqlite', { dataDir, redisUrl: REDIS_URL });
      instances.second = await startServer('sqlite', { dataDir, redisUrl: REDIS_URL });
    });
    afterAll(async () => {
      await instances.first?.close();
      await instances.second?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    body(instances);
  });
}
