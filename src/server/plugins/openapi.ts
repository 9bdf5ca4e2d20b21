/**
 * The OpenAPI document, built from the routes' zod schemas (DESIGN §3 Route map), at
 * GET /openapi.json. Register before the routes so every route is collected.
 */
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalPlugin } from './globalPlugin';

export const OPENAPI_PATH = '/openapi.json';

export const openapiPlugin = globalPlugin('teamspace-openapi', async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Teamspace API',
        version: '0.1.0',
        description:
          'Every answer is the envelope {success, status, data} or {success: false, status: "error", error, code, data?}. ' +
          'The same routes are reachable over the socket `api` event.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
});
