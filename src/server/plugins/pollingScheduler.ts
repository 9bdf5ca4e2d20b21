/**
 * A polling scheduler as a Fastify plugin (the sticker scheduler, issue 4; calendar reminders,
 * issue 15): `poll(app)` runs every `intervalMs(app)` milliseconds from `onReady`, one poll at a
 * time (the next is scheduled when the last ends), and `preClose` stops it, waiting for a poll under
 * way. Timers are unref'd: they never keep the process alive. A failed poll is logged and polling
 * goes on. Each poll must itself claim its rows so that several instances act on each once.
 * Each poll's lag (how late its timer fired, in ms) is kept for the admin panel (`schedulerStatus`).
 */
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from './globalPlugin';

/** The last poll of one scheduler of an app: its lag in ms, when it started (ISO) and its interval. */
export interface SchedulerStatus {
  name: string;
  lagMs: number | null;
  lastPollAt: string | null;
  intervalMs: number;
}

const statusByServer = new WeakMap<object, Map<string, SchedulerStatus>>();

/** The schedulers of the app (keyed by its HTTP server, the same for every encapsulated context). */
export const schedulerStatus = (app: FastifyInstance): SchedulerStatus[] => [
  ...(statusByServer.get(app.server)?.values() ?? []),
];

export function pollingSchedulerPlugin(
  name: string,
  poll: (app: FastifyInstance) => Promise<void>,
  intervalMs: (app: FastifyInstance) => number,
) {
  return globalPlugin(`teamspace-${name}`, async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let stopped = false;
    const statuses = statusByServer.get(app.server) ?? new Map<string, SchedulerStatus>();
    statusByServer.set(app.server, statuses);
    const status: SchedulerStatus = { name, lagMs: null, lastPollAt: null, intervalMs: intervalMs(app) };
    statuses.set(name, status);

    const schedule = () => {
      if (stopped) return;
      const delay = intervalMs(app);
      const due = Date.now() + delay;
      timer = setTimeout(() => {
        const started = Date.now();
        Object.assign(status, {
          lagMs: Math.max(0, started - due),
          lastPollAt: new Date(started).toISOString(),
          intervalMs: delay,
        });
        running = poll(app)
          .catch((error: unknown) => app.log.error({ err: error }, `${name}: poll failed`))
          .finally(() => {
            running = undefined;
            schedule();
          });
      }, delay);
      timer.unref();
    };

    app.addHook('onReady', async () => {
      schedule();
    });
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  });
}
