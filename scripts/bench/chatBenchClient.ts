/**
 * The chat benchmarks' server side (scripts/bench/chat.ts, chatScroll.ts): a Teamspace instance
 * forked as a child (scripts/bench/chatServer.ts, its IPC requests listed there), JSON calls, and a
 * company of registered people who joined it by link.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { json } from './benchHttp';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** A forked server and its IPC calls. */
export interface Instance {
  baseUrl: string;
  ask<T>(request: object): Promise<T>;
  stop(): Promise<void>;
}

export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child: ChildProcess = fork(path.join(__dirname, 'chatServer.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, (answer: Record<string, unknown>) => void>();
  let seq = 0;
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on('message', (message: Record<string, unknown>) => {
      if (typeof message.ready === 'number') resolve(message.ready);
      else pending.get(message.seq as number)?.(message);
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    ask: <T>(request: object) =>
      new Promise<T>((resolve, reject) => {
        seq += 1;
        pending.set(seq, (answer) => (answer.error ? reject(new Error(String(answer.error))) : resolve(answer as T)));
        child.send({ ...request, seq });
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

export interface Person {
  id: number;
  token: string;
}

/** An owner with a company and `count` members who joined it by link (the owner first). */
export async function company(baseUrl: string, count: number): Promise<{ companyId: number; people: Person[] }> {
  const register = async (i: number): Promise<Person> => {
    const email = `bench.${Date.now().toString(36)}.${i}.${Math.random().toString(36).slice(2)}@example.com`;
    const answer = await json<{ user: { id: number } }>(baseUrl, 'POST', '/auth/register', null, {
      email,
      password: 'bench-password-1',
      name: `Bench Person ${i}`,
    });
    return { id: answer.data.user.id, token: answer.token };
  };
  const owner = await register(0);
  const created = await json<{ id: number }>(baseUrl, 'POST', '/company', owner.token, { name: 'Bench chat' });
  const link = await json<{ token: string }>(baseUrl, 'POST', `/company/${created.data.id}/links`, owner.token, {});
  const people = [owner];
  for (let i = 1; i < count; i += 10) {
    const batch = await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, k) => register(i + k)));
    await Promise.all(
      batch.map((who) => json(baseUrl, 'POST', `/company/${created.data.id}/join/${link.data.token}`, who.token)),
    );
    people.push(...batch);
  }
  return { companyId: created.data.id, people };
}
