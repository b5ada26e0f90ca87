import {
  assignSchema,
  inboxQuerySchema,
  noteSchema,
  submissionParamsSchema,
  transitionSchema,
} from '@app/domain/schemas/backoffice';
import {
  assignedSchema,
  assigneeListSchema,
  dashboardSchema,
  inboxPageSchema,
  noteAddedSchema,
  statusChangedSchema,
  submissionDetailSchema,
} from '@app/domain/schemas/backoffice-answers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../plugins/staff';
import type { InboxService } from '../../services/backoffice/inbox-service';

/** Content-Disposition for a download: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The inbox, the detail of a submission and the work on it (issue 13). */
export async function inboxRoutes(app: FastifyInstance, options: { inbox: InboxService }) {
  const { inbox } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back office'];
  // which kinds a role sees is checked per kind by the service; any role reaches the inbox
  const anyStaff = { staff: { roles: 'any' as const } };

  api.get(
    '/api/admin/submissions',
    {
      config: anyStaff,
      schema: {
        tags,
        summary: 'Inbox: filtered, searched, paged',
        querystring: inboxQuerySchema,
        response: { 200: inboxPageSchema },
      },
    },
    async (request) => inbox.list(staffOf(request), request.query),
  );

  api.get(
    '/api/admin/submissions.csv',
    {
      config: anyStaff,
      schema: { tags, summary: 'Inbox as CSV (the same filters)', querystring: inboxQuerySchema },
    },
    async (request, reply) => {
      const body = await inbox.csv(staffOf(request), request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`submissions-${day}.csv`))
        .send(body);
    },
  );

  api.get(
    '/api/admin/dashboard',
    {
      config: anyStaff,
      schema: { tags, summary: 'Counts of the last 30 days', response: { 200: dashboardSchema } },
    },
    async (request) => inbox.dashboard(staffOf(request)),
  );

  api.get(
    '/api/admin/assignees',
    {
      config: anyStaff,
      schema: {
        tags,
        summary: 'Active staff and the kinds they work',
        response: { 200: assigneeListSchema },
      },
    },
    async () => ({ items: await inbox.assignees() }),
  );

  api.get(
    '/api/admin/submissions/:kind/:id',
    {
      config: anyStaff,
      schema: {
        tags,
        summary: 'One submission',
        params: submissionParamsSchema,
        response: { 200: submissionDetailSchema },
      },
    },
    async (request) => inbox.detail(staffOf(request), request.params.kind, request.params.id),
  );

  api.get(
    '/api/admin/submissions/:kind/:id/files/:fileId',
    {
      config: anyStaff,
      schema: {
        tags,
        summary: 'A document or generated PDF of a submission (staff only)',
        params: submissionParamsSchema.extend({ fileId: z.string().trim().min(1).max(80) }),
      },
    },
    async (request, reply) => {
      const { kind, id, fileId } = request.params;
      const file = await inbox.download(staffOf(request), kind, id, fileId);
      return reply
        .type(file.mimeType)
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  api.post(
    '/api/admin/submissions/:kind/:id/status',
    {
      config: anyStaff,
      schema: {
        tags,
        summary: 'Workflow move',
        params: submissionParamsSchema,
        body: transitionSchema,
        response: { 200: statusChangedSchema },
      },
    },
    async (request) =>
      inbox.transition(staffOf(request), request.params.kind, request.params.id, request.body),
  );

  api.post(
    '/api/admin/submissions/:kind/:id/notes',
    {
      config: anyStaff,
      schema: {
        tags,
        summary: 'Internal note',
        params: submissionParamsSchema,
        body: noteSchema,
        response: { 201: noteAddedSchema },
      },
    },
    async (request, reply) => {
      const answer = await inbox.addNote(
        staffOf(request),
        request.params.kind,
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send(answer);
    },
  );

  api.post(
    '/api/admin/submissions/:kind/:id/assignee',
    {
      config: anyStaff,
      schema: {
        tags,
        summary: 'Assigns or releases',
        params: submissionParamsSchema,
        body: assignSchema,
        response: { 200: assignedSchema },
      },
    },
    async (request) =>
      inbox.assign(
        staffOf(request),
        request.params.kind,
        request.params.id,
        request.body.assignee_id ?? null,
      ),
  );
}
