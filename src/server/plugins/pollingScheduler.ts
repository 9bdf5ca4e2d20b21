/**
 * A polling scheduler as a Fastify plugin (the sticker scheduler, issue 4; calendar reminders,
 * issue 15): `poll(app)` runs every `intervalMs(app)` milliseconds from `onReady`, one poll at a
 * time (the next is scheduled when the last ends), and `preClose` stops it, waiting for a poll under
 * way. Timers are unref'd: they never keep the process alive. A failed poll is logged and polling
 * goes on. Each poll must itself claim its rows so that several instances act on each once.
 */
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from './globalPlugin';

export function pollingSchedulerPlugin(
  name: string,
  poll: (app: FastifyInstance) => Promise<void>,
  intervalMs: (app: FastifyInstance) => number,
) {
  return globalPlugin(`teamspace-${name}`, async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let stopped = false;

    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        running = poll(app)
          .catch((error: unknown) => app.log.error({ err: error }, `${name}: poll failed`))
          .finally(() => {
            running = undefined;
            schedule();
          });
      }, intervalMs(app));
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
