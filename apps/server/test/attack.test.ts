import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AttackReport,
  formatReport,
  isPass,
  recordedRefusals,
  runAttack,
  unexpectedChanges,
} from '../../../tools/attack/attack';
import { snapshotOf } from '../../../tools/attack/server-snapshot';
import { createTestApp } from './helpers';

/**
 * The short version of `npm run attack` (issue 11): every operation of the OpenAPI document gets
 * a few dozen hostile requests over real loopback connections; none may answer 5xx and an
 * operation that refused everything must have changed nothing but the refusals it must record
 * (the failed staff sign-ins: lockout counter and audit trail).
 */
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

describe('npm run attack (short)', () => {
  it('gets no 5xx and no change from refused requests on any operation', async () => {
    const report = await runAttack({
      port,
      perOperation: 26,
      maxSeconds: 60,
      snapshot: snapshotOf(app),
    });
    const printed = formatReport(report, 'the test app').join('\n');
    expect(report.operations).toBeGreaterThan(25);
    expect(report.isComplete, printed).toBe(true);
    expect(report.serverErrors, printed).toEqual([]);
    expect(report.refusedChanges, printed).toEqual([]);
    // every kind of hostile input was sent
    for (const kind of [
      'deep-nesting',
      'prototype-key-nul',
      'non-canonical-url',
      'body-10mb',
      'missing-token',
      'unicode',
    ]) {
      expect(report.byKind[kind], kind).toBeGreaterThan(0);
    }
  });

  it('lets a refused operation record its refusals in its own tables only', () => {
    const signIn = 'POST /api/admin/auth/sign-in';
    expect(Object.keys(recordedRefusals)).toEqual([signIn]);
    const before = { rows: { audit_log: 4, claims: 3, staff_login_attempts: 2 }, files: 1 };
    const grown = (rows: Record<string, number>, files = 1) => ({
      rows: { ...before.rows, ...rows },
      files,
    });
    expect(unexpectedChanges(signIn, before, before)).toEqual([]);
    expect(
      unexpectedChanges(signIn, before, grown({ audit_log: 9, staff_login_attempts: 7 })),
    ).toEqual([]);
    // anything else the sign-in changes is still a change
    expect(unexpectedChanges(signIn, before, grown({ claims: 4 }))).toEqual(['claims']);
    expect(unexpectedChanges(signIn, before, grown({}, 2))).toEqual(['files']);
    expect(unexpectedChanges(signIn, before, grown({ audit_log: 3 }))).toEqual(['audit_log']);
    expect(unexpectedChanges(signIn, before, { rows: { claims: 3 }, files: 1 })).toEqual([
      'audit_log',
      'staff_login_attempts',
    ]);
    // and no other operation may write these tables when it refuses
    expect(
      unexpectedChanges('POST /api/admin/auth/totp/setup', before, grown({ audit_log: 5 })),
    ).toEqual(['audit_log']);
  });

  it('passes only a run that sent every request, with no 5xx and no refused change', () => {
    const clean: AttackReport = {
      operations: 2,
      sent: 52,
      byStatus: { 422: 52 },
      byKind: {},
      serverErrors: [],
      refusedChanges: [],
      recordedChanges: [],
      acceptedChanges: [],
      durationMs: 1000,
      isComplete: true,
    };
    expect(isPass(clean)).toBe(true);
    // stopped by --max-seconds: the operations not reached prove nothing
    expect(isPass({ ...clean, isComplete: false })).toBe(false);
    expect(
      isPass({
        ...clean,
        serverErrors: [
          {
            kind: 'unicode',
            method: 'POST',
            target: '/api/x',
            status: 500,
            request: '',
            answer: '',
          },
        ],
      }),
    ).toBe(false);
    expect(
      isPass({
        ...clean,
        refusedChanges: [
          {
            operation: 'POST /api/x',
            before: { rows: {}, files: 0 },
            after: { rows: {}, files: 1 },
          },
        ],
      }),
    ).toBe(false);
  });
});
