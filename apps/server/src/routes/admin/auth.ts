import { kindsOfRoles } from '@app/domain/backoffice/roles';
import {
  staffCreateSchema,
  staffPasswordSchema,
  staffSignInSchema,
  staffUpdateSchema,
  totpCodeSchema,
  totpSetupSchema,
} from '@app/domain/schemas/backoffice';
import {
  staffAccountListSchema,
  staffCreatedSchema,
  staffPasswordChangedSchema,
  staffSessionSchema,
  staffSignedInSchema,
  staffSignedOutSchema,
  staffSignInAnswerSchema,
  staffUpdatedSchema,
  totpResetSchema,
  totpSetupAnswerSchema,
} from '@app/domain/schemas/backoffice-answers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forwardCookies, staffOf, webHeaders } from '../../plugins/staff';

/** Staff sign-in with password then TOTP, enrolment, sign-out, and the accounts admins manage. */
export async function staffAuthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = app.staffService;
  const tags = ['back office'];
  // calls without fields still take a JSON object (or nothing): text or XML is a 422
  const emptyBody = z.object({ locale: z.enum(['fr', 'de']).optional() }).optional();
  // per address, on top of the lockout per account
  const signInLimit = {
    rateLimit: { max: app.config.sensitiveRateLimitMax, timeWindow: 60_000 },
  };

  api.post(
    '/api/admin/auth/sign-in',
    {
      config: { staff: false, ...signInLimit },
      schema: {
        tags,
        summary: 'Staff sign-in, step 1: e-mail and password',
        body: staffSignInSchema,
        response: { 200: staffSignInAnswerSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.signIn(request.body, webHeaders(request));
      forwardCookies(reply, answer.setCookies);
      return answer.body;
    },
  );

  api.post(
    '/api/admin/auth/totp',
    {
      config: { staff: false, ...signInLimit },
      schema: {
        tags,
        summary: 'Staff sign-in, step 2: the TOTP code',
        body: totpCodeSchema,
        response: { 200: staffSignedInSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.verifyTotp(request.body.code, webHeaders(request));
      forwardCookies(reply, answer.setCookies);
      return answer.body;
    },
  );

  api.post(
    '/api/admin/auth/sign-out',
    {
      config: { staff: false },
      schema: {
        tags,
        summary: 'Ends the staff session',
        body: emptyBody,
        response: { 200: staffSignedOutSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.signOut(webHeaders(request));
      forwardCookies(reply, answer.setCookies);
      return answer.body;
    },
  );

  api.get(
    '/api/admin/auth/session',
    {
      config: { staff: { roles: 'any', allowTotpSetup: true } },
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: staffSessionSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return {
        id: staff.id,
        name: staff.name,
        email: staff.email,
        roles: staff.roles,
        locale: staff.locale,
        kinds: kindsOfRoles(staff.roles),
        needs_totp_setup: !staff.twoFactorEnabled,
      };
    },
  );

  api.post(
    '/api/admin/auth/totp/setup',
    {
      config: { staff: { roles: 'any', allowTotpSetup: true }, ...signInLimit },
      schema: {
        tags,
        summary: 'TOTP enrolment: the secret for the app',
        body: totpSetupSchema,
        response: { 200: totpSetupAnswerSchema },
      },
    },
    async (request) => service.startTotpSetup(request.body.password, webHeaders(request)),
  );

  api.post(
    '/api/admin/auth/totp/confirm',
    {
      config: { staff: { roles: 'any', allowTotpSetup: true }, ...signInLimit },
      schema: {
        tags,
        summary: 'TOTP enrolment: the first code',
        body: totpCodeSchema,
        response: { 200: staffSignedInSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.confirmTotpSetup(
        staffOf(request),
        request.body.code,
        webHeaders(request),
      );
      forwardCookies(reply, answer.setCookies);
      return answer.body;
    },
  );

  api.post(
    '/api/admin/auth/password',
    {
      config: { staff: { roles: 'any' }, ...signInLimit },
      schema: {
        tags,
        summary: 'Changes the password (other sessions end)',
        body: staffPasswordSchema,
        response: { 200: staffPasswordChangedSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.changePassword(
        staffOf(request),
        request.body,
        webHeaders(request),
      );
      forwardCookies(reply, answer.setCookies);
      return answer.body;
    },
  );

  // ——— accounts: admins only ———
  const admin = { staff: { roles: ['admin'] as const } };

  api.get(
    '/api/admin/staff',
    {
      config: admin,
      schema: { tags, summary: 'Staff accounts', response: { 200: staffAccountListSchema } },
    },
    async () => ({ items: await service.listAccounts() }),
  );

  api.post(
    '/api/admin/staff',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Creates an account (its password is shown once)',
        body: staffCreateSchema,
        response: { 201: staffCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await service.createAccount(staffOf(request), {
        name: request.body.name,
        email: request.body.email,
        roles: request.body.roles,
        locale: request.body.staff_locale,
      });
      return reply.code(201).send(created);
    },
  );

  const idParams = z.object({ id: z.string().trim().min(1).max(60) });

  api.patch(
    '/api/admin/staff/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Roles, language, active',
        params: idParams,
        body: staffUpdateSchema,
        response: { 200: staffUpdatedSchema },
      },
    },
    async (request) => {
      await service.updateAccount(staffOf(request), request.params.id, request.body);
      return { status: 'updated' as const };
    },
  );

  api.post(
    '/api/admin/staff/:id/reset-totp',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Lost phone: TOTP set up again',
        params: idParams,
        body: emptyBody,
        response: { 200: totpResetSchema },
      },
    },
    async (request) => {
      await service.resetTotp(staffOf(request), request.params.id);
      return { status: 'reset' as const };
    },
  );
}
