import { describe, expect, it } from 'vitest';
import { checkAgainstRegister, normaliseName, normalisePolicyNumber } from './register-match';

const entry = {
  policyNumber: '2612345678',
  holders: [
    { firstName: 'Anne-Marie', lastName: 'Müller', email: 'am.muller@example.ch' },
    { firstName: 'Jürg', lastName: 'Müller', email: null },
  ],
};

describe('register matching', () => {
  it('normalises numbers and names', () => {
    expect(normalisePolicyNumber(' 26 1234-5678 ')).toBe('2612345678');
    expect(normaliseName('  ANNE marie  Müller ')).toBe('anne marie muller');
  });

  it('matches a holder whatever the accents, case and e-mail case', () => {
    expect(
      checkAgainstRegister(entry, {
        firstName: 'anne marie',
        lastName: 'MULLER',
        email: 'AM.Muller@example.ch ',
      }),
    ).toEqual({ status: 'matched', flags: [] });
  });

  it('flags a name or an e-mail that differs, and an unknown policy', () => {
    expect(
      checkAgainstRegister(entry, {
        firstName: 'Hans',
        lastName: 'Meier',
        email: 'am.muller@example.ch',
      }),
    ).toEqual({ status: 'flagged', flags: ['name_mismatch'] });
    expect(
      checkAgainstRegister(entry, {
        firstName: 'Jürg',
        lastName: 'Müller',
        email: 'other@example.ch',
      }),
    ).toEqual({ status: 'flagged', flags: ['email_mismatch'] });
    expect(
      checkAgainstRegister(undefined, { firstName: 'A', lastName: 'B', email: 'a@b.ch' }),
    ).toEqual({ status: 'flagged', flags: ['policy_unknown'] });
  });

  it('does not flag the e-mail when the register has none', () => {
    const noEmail = {
      policyNumber: 'X',
      holders: [{ firstName: 'A', lastName: 'B', email: null }],
    };
    expect(
      checkAgainstRegister(noEmail, { firstName: 'A', lastName: 'B', email: 'x@y.ch' }).status,
    ).toBe('matched');
  });

  it('checks a request without the holder’s names on its e-mail only', () => {
    const current = { firstName: '', lastName: '', email: 'am.muller@example.ch' };
    expect(checkAgainstRegister(entry, current)).toEqual({ status: 'matched', flags: [] });
    expect(checkAgainstRegister(entry, { ...current, email: 'new.owner@example.ch' })).toEqual({
      status: 'flagged',
      flags: ['email_mismatch'],
    });
    expect(checkAgainstRegister(undefined, current).flags).toEqual(['policy_unknown']);
    // a first name alone is still compared
    expect(checkAgainstRegister(entry, { ...current, firstName: 'Hans' }).flags).toEqual([
      'name_mismatch',
    ]);
  });
});
