import { describe, expect, it } from 'vitest';
import type { ClaimDocument } from './claim-draft';
import { clearFixedErrors, type MappedErrors } from './document-errors';

const invoice = (id: string, patch: Partial<ClaimDocument> = {}): ClaimDocument => ({
  id,
  name: `${id}.pdf`,
  size: 1000,
  type: 'invoice',
  first_treatment_date: '',
  invoice_amount: '',
  ...patch,
});

const refused: MappedErrors = {
  byDocument: {
    a: {
      first_treatment_date: 'Ce champ est obligatoire.',
      invoice_amount: 'Ce champ est obligatoire.',
    },
    b: { id: 'Document inconnu.' },
  },
  list: 'Veuillez joindre au moins un document.',
};

describe('clearFixedErrors (issue 12: stale errors of the documents step)', () => {
  it('drops the refusal of the field that was edited, keeps the others', () => {
    const before = [invoice('a'), invoice('b')];
    const after = [invoice('a', { invoice_amount: '45.00' }), invoice('b')];
    expect(clearFixedErrors(refused, before, after)).toEqual({
      byDocument: {
        a: { first_treatment_date: 'Ce champ est obligatoire.' },
        b: { id: 'Document inconnu.' },
      },
      list: refused.list,
    });
  });

  it('drops every refusal of a document whose type changed or that was removed', () => {
    const before = [invoice('a'), invoice('b')];
    expect(
      clearFixedErrors(refused, before, [invoice('a', { type: 'report' }), invoice('b')]),
    ).toEqual({ byDocument: { b: { id: 'Document inconnu.' } }, list: refused.list });
    expect(clearFixedErrors(refused, before, [invoice('a')]).byDocument).toEqual({
      a: refused.byDocument.a,
    });
  });

  it('drops the list refusal once a document is added', () => {
    expect(clearFixedErrors({ byDocument: {}, list: refused.list }, [], [invoice('c')])).toEqual({
      byDocument: {},
      list: undefined,
    });
  });
});
