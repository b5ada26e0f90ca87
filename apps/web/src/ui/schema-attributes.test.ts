import { claimBankInfoRequestSchema, claimInitRequestSchema } from '@app/domain/schemas/claims';
import {
  ownerInformationSchema,
  subscriptionSelectPackSchema,
} from '@app/domain/schemas/subscriptions';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaAttributes } from './schema-attributes';

describe('schemaAttributes (zod 4 metadata → required, maxLength)', () => {
  it('reads required and maxLength from plain fields', () => {
    const attributes = schemaAttributes(
      z.object({
        name: z.string().trim().min(1).max(50),
        note: z.string().max(10).optional(),
        mode: z.enum(['a', 'b']).default('a'),
        code: z.string().length(6),
        consent: z.literal(true),
        anything: z.unknown(),
      }),
    );
    expect(attributes).toEqual({
      name: { isRequired: true, maxLength: 50 },
      note: { isRequired: false, maxLength: 10 },
      mode: { isRequired: false },
      code: { isRequired: true, maxLength: 6 },
      consent: { isRequired: true },
      anything: { isRequired: false },
    });
  });

  it('looks through refinements, transforms and preprocessing', () => {
    const attributes = schemaAttributes(
      z
        .object({
          zip: z.preprocess((value) => Number(value), z.number().int().min(1000).max(9999)),
          date: z.string().transform((text) => text.trim()),
          email: z.string().trim().max(254).pipe(z.email()),
        })
        .superRefine(() => undefined)
        .transform((value) => value),
    );
    expect(attributes).toEqual({
      // the digits of the largest number
      zip: { isRequired: true, maxLength: 4 },
      date: { isRequired: true },
      email: { isRequired: true, maxLength: 254 },
    });
  });

  it('names nested fields with dots', () => {
    expect(
      schemaAttributes(z.object({ insurance: z.object({ deductible: z.number().max(1000) }) })),
    ).toMatchObject({
      insurance: { isRequired: true },
      'insurance.deductible': { isRequired: true, maxLength: 4 },
    });
  });

  it('merges the options of a union: required where every option that has it requires it', () => {
    const attributes = schemaAttributes(claimInitRequestSchema);
    expect(attributes.policy_id).toEqual({ isRequired: true, maxLength: 10 });
    expect(attributes.claim_nr).toEqual({ isRequired: true });
    expect(attributes.description).toEqual({ isRequired: true, maxLength: 999 });
    expect(attributes.locale?.isRequired).toBe(false);
  });

  it('reads the domain schemas of the forms (no number in a component)', () => {
    const owner = schemaAttributes(
      ownerInformationSchema({ partnerKey: undefined, today: '2026-01-01' }),
    );
    expect(owner.building_number).toEqual({ isRequired: false, maxLength: 10 });
    expect(owner.zip).toEqual({ isRequired: true, maxLength: 4 });
    expect(owner.email?.isRequired).toBe(false);
    expect(schemaAttributes(claimBankInfoRequestSchema).bank_account_name).toEqual({
      isRequired: true,
      maxLength: 100,
    });
    expect(schemaAttributes(subscriptionSelectPackSchema).insurance_name?.isRequired).toBe(true);
  });
});
