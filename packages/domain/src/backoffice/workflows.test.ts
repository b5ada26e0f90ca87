import { describe, expect, it } from 'vitest';
import { kindsOfRoles, parseRoles } from './roles';
import { checkTransition, nextTransitions, submissionKinds, workflows } from './workflows';

describe('claim workflow', () => {
  it.each([
    ['received', 'documents_missing', {}, true],
    ['received', 'in_review', {}, true],
    ['received', 'approved', { amount: 100 }, false],
    ['received', 'paid', {}, false],
    ['documents_missing', 'in_review', {}, true],
    ['in_review', 'approved', { amount: 250.5 }, true],
    ['in_review', 'approved', {}, false],
    ['in_review', 'approved', { amount: 0 }, false],
    ['in_review', 'refused', { reason: 'Not covered' }, true],
    ['in_review', 'refused', { reason: '  ' }, false],
    ['approved', 'paid', {}, true],
    ['approved', 'refused', { reason: 'x' }, false],
    ['paid', 'in_review', {}, false],
    ['refused', 'approved', { amount: 1 }, false],
  ] as const)('%s → %s %o: %s', (from, to, given, ok) => {
    expect(checkTransition('claim', from, to, given).ok).toBe(ok);
  });

  it('names what is missing', () => {
    expect(checkTransition('claim', 'in_review', 'approved')).toEqual({
      ok: false,
      reason: 'amount_required',
    });
    expect(checkTransition('claim', 'in_review', 'refused')).toEqual({
      ok: false,
      reason: 'reason_required',
    });
    expect(checkTransition('claim', 'received', 'lost')).toEqual({
      ok: false,
      reason: 'status_unknown',
    });
  });
});

describe('every workflow', () => {
  it.each(submissionKinds)('%s: moves lead to known statuses, finals lead nowhere', (kind) => {
    const workflow = workflows[kind];
    expect(workflow.statuses).toContain(workflow.initial);
    for (const status of workflow.statuses) {
      for (const move of nextTransitions(kind, status)) {
        expect(workflow.statuses).toContain(move.to);
      }
    }
    for (const status of workflow.final) expect(nextTransitions(kind, status)).toEqual([]);
  });
});

describe('roles', () => {
  it('parses stored roles and gives each role its kinds', () => {
    expect(parseRoles('claims, sales,unknown,claims')).toEqual(['claims', 'sales']);
    expect(kindsOfRoles(['claims'])).not.toContain('subscription');
    expect(kindsOfRoles(['sales'])).not.toContain('job-application');
    expect(kindsOfRoles(['admin'])).toEqual([...submissionKinds]);
  });
});
