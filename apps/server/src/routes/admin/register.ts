import { registerQuerySchema } from '@app/domain/schemas/backoffice';
import {
  policyRegisterPageSchema,
  registerImportedSchema,
} from '@app/domain/schemas/backoffice-answers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/errors';
import { asBodyError, multipartParts } from '../../http/multipart';
import { staffOf } from '../../plugins/staff';
import type { RegisterService } from '../../services/backoffice/register-service';

const maxCsvBytes = 5 * 1024 * 1024;

/** The policy register: list and search, CSV import of the core system's policies (admins). */
export async function registerRoutes(app: FastifyInstance, options: { register: RegisterService }) {
  const { register } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back office'];

  api.get(
    '/api/admin/register',
    {
      config: { staff: { roles: 'any' } },
      schema: {
        tags,
        summary: 'Imported policies, searchable',
        querystring: registerQuerySchema,
        response: { 200: policyRegisterPageSchema },
      },
    },
    async (request) => register.list(request.query.q, request.query.page),
  );

  api.post(
    '/api/admin/register/import',
    {
      config: { staff: { roles: ['admin'] } },
      schema: {
        tags,
        summary: 'CSV of policies (policy_number;first_name;last_name;email;animals)',
        consumes: ['multipart/form-data'],
        response: { 200: registerImportedSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new DomainError(415, 'errors.unsupported_media_type');
      // through multipartParts (issue 11 item 3): a body without boundary or cut short is a
      // 400 in the API's format, as for the uploads, never a 500
      let text: string | undefined;
      const parts = multipartParts(request, { fileSize: maxCsvBytes, files: 1, fields: 5 });
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        try {
          text = (await part.toBuffer()).toString('utf8');
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
            throw new DomainError(413, 'admin.csv_too_large', {}, 'file');
          }
          throw asBodyError(error);
        }
      }
      if (text === undefined) throw new DomainError(422, 'admin.csv_empty', {}, 'file');
      return register.importCsv(staffOf(request), text);
    },
  );
}
