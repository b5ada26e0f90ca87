import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, ValidationError } from '../lib/api';

/** A refusal split for the form: the first message of each field it shows, the rest as lines. */
export interface ServerErrors {
  fields: Record<string, string>;
  /** Messages of fields the form does not show, or of a refusal without fields. */
  alerts: string[];
}

export type KnownFields = readonly string[] | ((field: string) => boolean);

const isKnownIn = (known: KnownFields) =>
  typeof known === 'function' ? known : (field: string) => known.includes(field);

/**
 * spec 000 §8, 001 §5: a 422 answer `{ message, errors: { field: [messages] } }` gives each
 * field its first message; messages of fields the form does not show become alert lines; a
 * 422 without any field gives its message. Any other failure gives the server's message (it
 * is already in the page's language) or, without one (network), the fallback.
 */
export function serverErrorsOf(error: unknown, known: KnownFields, fallback: string): ServerErrors {
  if (!(error instanceof ValidationError)) {
    const message = error instanceof ApiError ? error.message : '';
    return { fields: {}, alerts: [message || fallback] };
  }
  const isKnown = isKnownIn(known);
  const fields: Record<string, string> = {};
  const alerts: string[] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message) continue;
    if (isKnown(field)) fields[field] = message;
    else if (!alerts.includes(message)) alerts.push(message);
  }
  if (alerts.length === 0 && Object.keys(fields).length === 0) {
    alerts.push(error.message || fallback);
  }
  return { fields, alerts };
}

/** Sets the fields' messages on a react-hook-form form; answers the alert lines. */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  options: { known: KnownFields; setError: UseFormSetError<Values>; fallback: string },
): ServerErrors {
  const result = serverErrorsOf(error, options.known, options.fallback);
  for (const [field, message] of Object.entries(result.fields)) {
    options.setError(field as Path<Values>, { type: 'server', message });
  }
  return result;
}

/**
 * Moves the focus to the first control in error of a form (document order), or to its alert
 * when no field is in error (CONVENTIONS: focus to the first error on submit).
 */
export function focusFirstError(root: HTMLElement | null): void {
  const target =
    root?.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset)') ??
    root?.querySelector<HTMLElement>('[data-form-alert]');
  target?.focus();
}

/**
 * The message of a call that failed outside a form (a list that did not load, a row's button):
 * the server's, already in the page's language, or the fallback; a 422's lines in one text.
 */
export function failureOf(error: unknown, fallback: string): string {
  return serverErrorsOf(error, [], fallback).alerts.join(' ');
}
