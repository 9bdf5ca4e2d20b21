/**
 * The real server as a child process, the way `npm start` runs it (scripts/start.mjs spawns
 * `node --import tsx src/server/server.ts`), so a test can `kill -9` it and start it again on the
 * same DATA_DIR / DATABASE_URL and port. Output (LOG_LEVEL warn) is kept for the assertions.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  baseUrl: string;
  /** Everything the current process printed (stdout + stderr). */
  output(): string;
  /** Starts the process and resolves once `GET /auth/user` answers 401 (rejects after `limitMs`). */
  start(limitMs?: number): Promise<void>;
  /** SIGKILL: no shutdown code runs; resolves when the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** A server on `port` with `env` (DATA_DIR, DATABASE_URL, …) added to a quiet, cheap test setup. */
export function childServer(port: number, env: Record<string, string>): ChildServer {
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let printed = '';

  const exited = (process: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) resolve();
      else process.once('exit', () => resolve());
    });

  return {
    baseUrl,
    output: () => printed,
    async start(limitMs = 30_000) {
      printed = '';
      const started = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/server.ts')], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          ARGON2_MEMORY_COST: '1024',
          ARGON2_TIME_COST: '1',
          ARGON2_PARALLELISM: '1',
          RATE_USER_MAX: '1000000',
          RATE_REGISTER_MAX: '1000',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout?.on('data', (chunk) => (printed += chunk));
      started.stderr?.on('data', (chunk) => (printed += chunk));
      const deadline = Date.now() + limitMs;
      while (Date.now() < deadline) {
        if (started.exitCode !== null) throw new Error(`server exited early (${started.exitCode}):\n${printed}`);
        try {
          const answer = await fetch(`${baseUrl}/auth/user`, { headers: { accept: 'application/json' } });
          await answer.arrayBuffer();
          if (answer.status === 401) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      started.kill('SIGKILL');
      throw new Error(`server did not answer within ${limitMs} ms:\n${printed}`);
    },
    async kill9() {
      if (!child) return;
      const running = child;
      running.kill('SIGKILL');
      await exited(running);
    },
    async stop() {
      if (!child) return;
      const running = child;
      const gone = exited(running);
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
