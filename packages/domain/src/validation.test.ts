import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dropEmpty, issuesToErrors } from './validation';

const schema = z.object({
  animal_name: z.string().max(5),
  zip: z.number().int().min(1000).max(9999),
  email: z.email(),
  iban: z.string().refine(() => false, 'validation.invalid'),
  documents: z.object({ invoices: z.array(z.object({ invoice_amount: z.number() })) }),
});

describe('issuesToErrors', () => {
  it('maps every issue to a translated message under its dotted field path', () => {
    const input = {
      animal_name: 'Rex the great',
      zip: 999,
      email: 'nope',
      iban: 'CH',
      documents: { invoices: [{ invoice_amount: 'x' }] },
    };
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesToErrors(result.error.issues, 'fr', input)).toEqual({
      animal_name: ['Ce champ ne doit pas dépasser 5 caractères.'],
      zip: ['Cette valeur doit être d’au moins 1000.'],
      email: ['Veuillez saisir une adresse e-mail valide.'],
      iban: ['Cette valeur n’est pas valide.'],
      'documents.invoices.0.invoice_amount': ['Ce champ doit être un nombre.'],
    });
  });

  it('says a missing field is required, in German too', () => {
    const result = schema.safeParse({});
    if (result.success) throw new Error('expected failure');
    expect(issuesToErrors(result.error.issues, 'de', {}).animal_name).toEqual([
      'Dieses Feld ist erforderlich.',
    ]);
  });
});

describe('dropEmpty', () => {
  it('drops null, undefined and blank strings at any depth but keeps false and 0', () => {
    expect(
      dropEmpty({
        a: '',
        b: null,
        c: '  ',
        d: 0,
        e: false,
        f: { g: '', h: 'x' },
        i: [{ j: null }],
      }),
    ).toEqual({ d: 0, e: false, f: { h: 'x' }, i: [{}] });
  });
});

describe('issuesToErrors with field names of Object.prototype', () => {
  it.each(['toString', 'constructor', 'valueOf', '__proto__', 'hasOwnProperty'])(
    'keeps a field named %s as its own list of messages',
    (field) => {
      const issues = [
        { code: 'custom', path: [field], message: 'validation.invalid', input: 'x' },
        { code: 'custom', path: [field], message: 'validation.required', input: 'x' },
      ] as Parameters<typeof issuesToErrors>[0];
      const errors = issuesToErrors(issues, 'fr');
      expect(Object.keys(errors)).toEqual([field]);
      expect(Object.getOwnPropertyDescriptor(errors, field)?.value).toEqual([
        'Cette valeur n’est pas valide.',
        'Ce champ est obligatoire.',
      ]);
      expect(JSON.parse(JSON.stringify(errors))).toEqual(
        JSON.parse(`{"${field}":["Cette valeur n’est pas valide.","Ce champ est obligatoire."]}`),
      );
    },
  );
});
