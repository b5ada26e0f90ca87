import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ValidationError } from '../lib/api';
import { applyServerErrors, focusFirstError, serverErrorsOf } from './server-errors';

afterEach(cleanup);

describe('serverErrorsOf (422 → fields and alert lines)', () => {
  const refusal = new ValidationError('Les données sont invalides.', {
    email: ['Adresse e-mail invalide.', 'Trop longue.'],
    zip: ['NPA invalide.'],
    user_token: ['Votre session a expiré.'],
    other: ['Votre session a expiré.'],
  });

  it('gives each shown field its first message and the others as lines (once each)', () => {
    expect(serverErrorsOf(refusal, ['email', 'zip'], 'Erreur')).toEqual({
      fields: { email: 'Adresse e-mail invalide.', zip: 'NPA invalide.' },
      alerts: ['Votre session a expiré.'],
    });
  });

  it('takes a predicate for fields of a list', () => {
    const list = new ValidationError('', { 'documents.invoices.0.invoice_amount': ['Montant.'] });
    expect(serverErrorsOf(list, (field) => field.startsWith('documents'), 'x').fields).toEqual({
      'documents.invoices.0.invoice_amount': 'Montant.',
    });
  });

  it('gives the 422 message when no field is named', () => {
    expect(serverErrorsOf(new ValidationError('Refusé.', {}), [], 'Erreur').alerts).toEqual([
      'Refusé.',
    ]);
    expect(serverErrorsOf(new ValidationError('', {}), [], 'Erreur').alerts).toEqual(['Erreur']);
  });

  it('gives the server message of another failure, or the fallback without one', () => {
    expect(serverErrorsOf(new ApiError(413, 'Trop grand.', {}), [], 'Erreur').alerts).toEqual([
      'Trop grand.',
    ]);
    expect(serverErrorsOf(new ApiError(0, '', undefined), [], 'Erreur').alerts).toEqual(['Erreur']);
    expect(serverErrorsOf(new TypeError('fetch failed'), [], 'Erreur').alerts).toEqual(['Erreur']);
  });

  it('sets the fields on a react-hook-form form', () => {
    const setError = vi.fn();
    const shown = applyServerErrors(refusal, { known: ['zip'], setError, fallback: 'Erreur' });
    expect(setError).toHaveBeenCalledOnce();
    expect(setError).toHaveBeenCalledWith('zip', { type: 'server', message: 'NPA invalide.' });
    expect(shown.alerts).toEqual(['Adresse e-mail invalide.', 'Votre session a expiré.']);
  });
});

describe('focusFirstError', () => {
  it('focuses the first control in error in document order, else the alert', () => {
    const { container, rerender } = render(
      <form>
        <div role="alert" tabIndex={-1} data-form-alert="">
          Erreur
        </div>
        <fieldset aria-invalid="true">
          <input aria-label="a" />
        </fieldset>
        <input aria-label="b" aria-invalid="true" />
        <input aria-label="c" aria-invalid="true" />
      </form>,
    );
    focusFirstError(container);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('b');
    rerender(
      <form>
        <div role="alert" tabIndex={-1} data-form-alert="">
          Erreur
        </div>
        <input aria-label="b" />
      </form>,
    );
    focusFirstError(container);
    expect(document.activeElement?.getAttribute('role')).toBe('alert');
  });
});
