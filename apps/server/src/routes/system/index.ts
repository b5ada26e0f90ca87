import { clientErrorSchema } from '@app/domain/schemas/client-errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { redactText } from '../../http/logging';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  dialect: z.enum(['pglite', 'postgres']),
});

export async function systemRoutes(app: FastifyInstance, options: { database: Database }) {
  const { database } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * A page or a part of one that a visitor's browser could not show (docs/decisions.md "A page
   * that fails to load"): written to the log at `warn` (tokens, queries and numbers of the
   * message replaced), nothing stored. CSRF and the low limit of the sensitive calls apply, as
   * to any call that writes to the server.
   */
  api.post(
    '/api/client-errors',
    {
      config: { rateLimit: { max: app.config.sensitiveRateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags: ['system'],
        summary: 'A page that failed in a browser: logged for the team',
        body: clientErrorSchema,
        response: { 204: z.null().describe('Logged: nothing is answered') },
      },
    },
    async (request, reply) => {
      const { kind, cause, path, message } = request.body;
      request.log.warn(
        { clientError: { kind, cause, path, message: redactText(message) } },
        'client error',
      );
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness with a database round trip',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return reply
          .header('cache-control', 'no-store')
          .send({ status: 'ok' as const, database: 'ok' as const, dialect: database.dialect });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({
          status: 'degraded' as const,
          database: 'unavailable' as const,
          dialect: database.dialect,
        });
      }
    },
  );
}
