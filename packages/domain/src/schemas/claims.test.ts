import { describe, expect, it } from 'vitest';
import { issuesToErrors } from '../validation';
import {
  claimBankInfoRequestSchema,
  claimCaseDetailSchema,
  claimDocumentsSchema,
  claimInitRequestSchema,
} from './claims';

const today = '2026-03-15';
const errorsOf = (result: { success: boolean; error?: { issues: unknown[] } }, input: unknown) =>
  result.success ? {} : issuesToErrors(result.error?.issues as never, 'fr', input);

describe('claim schemas (shared by the form resolver and the server)', () => {
  it('normalises the claim number of a request-email', () => {
    const result = claimInitRequestSchema.parse({
      type: 'request-email',
      first_name: 'Jeanne',
      last_name: 'Muller',
      policy_id: '1234567',
      animal_name: 'Rex',
      email: 'jeanne@example.ch',
      claim_nr: ' s123456 ',
      description: 'Facture de contrôle',
    });
    expect(result).toMatchObject({ claim_nr: 'S123456' });
  });

  it.each([
    ['accident', ['animal_is_cured', 'case_time', 'city', 'has_had_similar_problem']],
    ['disease', ['animal_is_cured', 'has_had_similar_problem']],
    ['vaccination', []],
    ['prevention', []],
  ] as const)('asks step 3 of %s for the date and %j', (caseType, expected) => {
    const input = { user_token: 't', case_date: '14.03.2026' };
    const errors = errorsOf(claimCaseDetailSchema({ today, caseType }).safeParse(input), input);
    expect(
      Object.keys(errors)
        .filter((key) => expected.includes(key as never))
        .sort(),
    ).toEqual([...expected].sort());
    expect(errors.case_date).toBeUndefined();
  });

  it('wants the claim date strictly before today', () => {
    const schema = claimCaseDetailSchema({ today, caseType: 'vaccination' });
    expect(schema.safeParse({ user_token: 't', case_date: '14.03.2026' }).success).toBe(true);
    const input = { user_token: 't', case_date: '15.03.2026' };
    expect(errorsOf(schema.safeParse(input), input)).toEqual({
      case_date: ['La date du sinistre doit être antérieure à aujourd’hui.'],
    });
  });

  it('stores the IBAN without spaces and refuses a QR-IBAN', () => {
    const ok = claimBankInfoRequestSchema.parse({
      user_token: 't',
      bank_account_name: '  Jeanne Muller ',
      iban: 'ch93 0076 2011 6238 5295 7',
    });
    expect(ok).toMatchObject({ bank_account_name: 'Jeanne Muller', iban: 'CH9300762011623852957' });
    const input = { user_token: 't', bank_account_name: 'J', iban: 'CH44 3199 9123 0008 8901 2' };
    expect(errorsOf(claimBankInfoRequestSchema.safeParse(input), input)).toEqual({
      iban: ['Numéro d’IBAN invalide. Attention les QR IBAN ne sont pas pris en charge.'],
    });
  });

  it('keys invoice errors by index and reads amounts typed with a comma', () => {
    const schema = claimDocumentsSchema({ today });
    const ok = schema.parse({
      user_token: 't',
      documents: {
        invoices: [{ id: 'a', first_treatment_date: '15.03.2026', invoice_amount: '12,50' }],
      },
    });
    expect(ok.documents.invoices[0]?.invoice_amount).toBe(12.5);
    const input = {
      user_token: 't',
      documents: {
        invoices: [{ id: 'a', first_treatment_date: '16.03.2026', invoice_amount: -1 }],
      },
    };
    expect(errorsOf(schema.safeParse(input), input)).toEqual({
      'documents.invoices.0.first_treatment_date': [
        'La date du premier traitement ne peut pas être dans le futur.',
      ],
      'documents.invoices.0.invoice_amount': [
        'Veuillez saisir un montant supérieur à 0 avec au plus deux décimales.',
      ],
    });
  });
});
