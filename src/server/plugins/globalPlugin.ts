/**
 * Marks a plugin as not encapsulated, so its decorators and hooks apply to the whole app — what
 * `fastify-plugin` does, without another dependency.
 */
import type { FastifyPluginAsync } from 'fastify';

export function globalPlugin<Options extends Record<string, unknown> = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
