import { dropEmpty } from '@app/domain/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from './validator';

// The validator skips the copy of dropEmpty when nothing would be dropped (issue 14): what
// reaches the schema must be exactly dropEmpty's answer all the same.
describe('validatorCompiler', () => {
  const validate = validatorCompiler({ schema: z.any() } as never) as (data: unknown) => {
    value?: unknown;
    error?: unknown;
  };
  const withoutNul = fc.jsonValue().filter((value) => !JSON.stringify(value).includes('\\u0000'));
  const blanks = fc.constantFrom('', '  ', '\t', null, 'x');

  it('validates what dropEmpty leaves of any payload', () => {
    fc.assert(
      fc.property(
        fc.oneof(withoutNul, fc.dictionary(fc.string(), fc.oneof(blanks, withoutNul))),
        (payload) => {
          expect(validate(payload).value).toEqual(dropEmpty(payload));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('drops empty fields at any depth and keeps the rest untouched', () => {
    const payload = { a: ' ', b: { c: null, d: [{ e: '' }, 1] }, f: 'Rex' };
    expect(validate(payload).value).toEqual({ b: { d: [{}, 1] }, f: 'Rex' });
    const clean = { name: 'Rex', nested: { list: [1, 'a'] } };
    expect(validate(clean).value).toEqual(clean);
  });
});
