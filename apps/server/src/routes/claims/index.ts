import {
  claimAddDocumentsAnswerSchema,
  claimAddDocumentsRequestSchema,
  claimBankInfoRequestSchema,
  claimCaseDetailRequestSchema,
  claimDescriptionRequestSchema,
  claimDocumentsAnswerSchema,
  claimDocumentsRequestSchema,
  claimInitAnswerSchema,
  claimInitRequestSchema,
  claimStepAnswerSchema,
  claimTypeSelectionRequestSchema,
} from '@app/domain/schemas/claims';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../http/locale';
import type { AddDocumentsLinks } from '../../services/claims/add-documents-link';
import type { ClaimService } from '../../services/claims/claim-service';

/** The claim declaration calls of spec 001 §7: parse (route schema), call the service, answer. */
export async function claimRoutes(
  app: FastifyInstance,
  options: { claims: ClaimService; addDocuments: AddDocumentsLinks },
) {
  const { claims, addDocuments } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['claims'];

  api.post(
    '/api/claim-declarations/init',
    {
      schema: {
        tags,
        summary: 'Step 1: starts a new or existing declaration, or sends the add-documents link',
        body: claimInitRequestSchema,
        response: { 200: claimInitAnswerSchema },
      },
    },
    async (request) => claims.init(request.body, requestLocale(request)),
  );

  api.post(
    '/api/claim-declarations/add-documents',
    {
      schema: {
        tags,
        summary:
          'The add-documents link of a claim e-mail: its signed token opens the documents step',
        body: claimAddDocumentsRequestSchema,
        response: { 200: claimAddDocumentsAnswerSchema },
      },
    },
    async (request) => addDocuments.open(request.body, requestLocale(request)),
  );

  api.post(
    '/api/claim-declarations/type-selection',
    {
      schema: {
        tags,
        summary: 'Step 2: nature of the claim (death-disability has no online path)',
        body: claimTypeSelectionRequestSchema,
        response: { 200: claimStepAnswerSchema },
      },
    },
    async (request) => claims.selectType(request.body),
  );

  api.post(
    '/api/claim-declarations/case-detail',
    {
      schema: {
        tags,
        summary: 'Step 3: date (before today), and for accidents time, place and third parties',
        body: claimCaseDetailRequestSchema,
        response: { 200: claimStepAnswerSchema },
      },
    },
    // the service checks the body again with the rules of the case type chosen at step 2
    async (request) => claims.caseDetail(request.body),
  );

  api.post(
    '/api/claim-declarations/description',
    {
      schema: {
        tags,
        summary: 'Step 4: description and veterinarian diagnosis',
        body: claimDescriptionRequestSchema,
        response: { 200: claimStepAnswerSchema },
      },
    },
    async (request) => claims.description(request.body),
  );

  api.post(
    '/api/claim-declarations/bank-info',
    {
      schema: {
        tags,
        summary: 'Step 5: account holder and IBAN (CH or LI, no QR-IBAN)',
        body: claimBankInfoRequestSchema,
        response: { 200: claimStepAnswerSchema },
      },
    },
    async (request) => claims.bankInfo(request.body),
  );

  api.post(
    '/api/claim-declarations/documents',
    {
      schema: {
        tags,
        summary:
          'Step 6: the uploaded documents by type; completes the claim and sends the e-mails',
        body: claimDocumentsRequestSchema,
        response: { 200: claimDocumentsAnswerSchema },
      },
    },
    // the service checks the body again with today's date (treatment dates)
    async (request) => claims.complete(request.body),
  );
}
