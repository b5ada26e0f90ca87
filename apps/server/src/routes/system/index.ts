import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  dialect: z.enum(['pglite', 'postgres']),
});

export async function systemRoutes(app: FastifyInstance, options: { database: Database }) {
  const { database } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
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
