import { uploadLimits } from '@app/domain/claims/constants';
import { isLocale } from '@app/domain/locale';
import {
  uploadAnswerSchema,
  uploadParamsSchema,
  uploadTypeSchema,
} from '@app/domain/schemas/claims';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError, RequestValidationError } from '../../http/errors';
import { asBodyError, multipartParts } from '../../http/multipart';
import type { DocumentService } from '../../services/documents/document-service';

/** Lets the error handler answer in the locale of a multipart form field (requestLocale). */
function rememberLocale(request: FastifyRequest, value: unknown) {
  if (isLocale(value)) request.body = { locale: value };
}

/**
 * POST /api/documents/upload/{docType?} (spec 001 §7): multipart `documents[]` files and a
 * `type` field (invoice, report or other; default from the path). Answers the stored documents
 * as { id, name, type, size }. Files are never served back: there is no GET route for them.
 */
export async function documentRoutes(
  app: FastifyInstance,
  options: { documents: DocumentService },
) {
  const { documents } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { RequestFileTooLargeError } = app.multipartErrors;

  // two paths rather than an optional parameter, so that the OpenAPI document names both
  for (const url of ['/api/documents/upload', '/api/documents/upload/:docType']) {
    api.post(
      url,
      {
        schema: {
          tags: ['documents'],
          summary: 'Uploads PDF or JPEG documents (8 MB each, 10 per request); checked by content',
          consumes: ['multipart/form-data'],
          params: uploadParamsSchema,
          response: { 200: uploadAnswerSchema },
        },
        // uploads weigh up to 80 MB a call: their own, lower limit per client address
        config: { rateLimit: { max: app.config.uploadRateLimitMax, timeWindow: 60_000 } },
      },
      async (request) => {
        if (!request.isMultipart()) throw new DomainError(415, 'errors.unsupported_media_type');
        const fields: Record<string, unknown> = {
          locale: (request.query as { locale?: unknown }).locale,
        };
        rememberLocale(request, fields.locale);
        // spec 002 §5: the files of a job application accept more types (upload-purposes.ts)
        const isJobApplication = request.params.docType === 'job-application';
        const batch = documents.openBatch(isJobApplication ? 'job-application' : 'general');
        try {
          const parts = multipartParts(request, {
            fileSize: uploadLimits.maxFileBytes,
            // one more than allowed, so that the service names the refusal itself
            files: uploadLimits.maxFilesPerRequest + 1,
            fields: 10,
            fieldSize: 1000,
          });
          for await (const part of parts) {
            if (part.type === 'field') {
              fields[part.fieldname] = part.value;
              if (part.fieldname === 'locale') rememberLocale(request, part.value);
              continue;
            }
            let bytes: Buffer;
            try {
              bytes = await part.toBuffer();
            } catch (error) {
              if (error instanceof RequestFileTooLargeError) {
                throw new DomainError(
                  413,
                  'documents.file_too_large',
                  { name: part.filename },
                  'documents',
                );
              }
              throw asBodyError(error);
            }
            await batch.add(part.filename, bytes);
          }
          const parsed = uploadTypeSchema.safeParse({ type: fields.type, locale: fields.locale });
          if (!parsed.success) throw new RequestValidationError(parsed.error.issues, fields);
          if (isJobApplication) return await batch.commit('job-application');
          return await batch.commit(parsed.data.type ?? request.params.docType ?? 'other');
        } catch (error) {
          await batch.abort();
          throw error;
        }
      },
    );
  }
}
