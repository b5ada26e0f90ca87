import { privacyRequestSchema } from '@app/domain/schemas/backoffice';
import {
  erasureQueuedSchema,
  personalDataExportSchema,
} from '@app/domain/schemas/backoffice-answers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/staff';
import type { PrivacyService } from '../../services/backoffice/privacy-service';
import { attachment } from './inbox';

/** FADP requests about one e-mail address: export, erasure (admins; both in the trail). */
export async function privacyRoutes(app: FastifyInstance, options: { privacy: PrivacyService }) {
  const { privacy } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back office'];
  const admin = { staff: { roles: ['admin'] as const } };

  api.post(
    '/api/admin/privacy/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Everything stored about an e-mail address (JSON)',
        body: privacyRequestSchema,
        response: { 200: personalDataExportSchema },
      },
    },
    async (request, reply) => {
      const data = await privacy.exportFor(staffOf(request), request.body.email);
      return reply
        .header('content-disposition', attachment('personal-data.json'))
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  api.post(
    '/api/admin/privacy/erase',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Erases everything about an e-mail address (durable job)',
        body: privacyRequestSchema,
        response: { 202: erasureQueuedSchema },
      },
    },
    async (request, reply) => {
      const answer = await privacy.requestErasure(staffOf(request), request.body.email);
      return reply.code(202).send(answer);
    },
  );
}
