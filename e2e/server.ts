/**
 * Starts the real Teamspace server for e2e tests: `node scripts/start.mjs` (the `npm start` path)
 * on a free port with its own temporary DATA_DIR, waiting until it answers. `stop()` sends SIGTERM
 * (graceful shutdown) and `start()` again brings it back on the same port and data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  url: string;
  dataDir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

/** A server on a free port and a fresh data folder; call `start()` before use. */
export async function createTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'teamspace-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  const start = async () => {
    output = '';
    child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, SKIP_CLIENT_BUILD: '1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 60_000; // two e2e workers on 2 cores can slow a cold start
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
      try {
        const res = await fetch(`${url}/auth/user`, { headers: { accept: 'application/json' } });
        if (res.status === 401) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not answer within 60 s:\n${output}`);
  };

  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
      setTimeout(() => running.kill('SIGKILL'), 10_000).unref();
    });
  };

  return {
    url,
    dataDir,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
