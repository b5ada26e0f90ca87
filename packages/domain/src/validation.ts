import type { z } from 'zod';
import type { Locale } from './locale';
import { isMessageKey, type MessageParams, translate } from './messages/translate';

export type FieldErrors = Record<string, string[]>;

type Issue = z.core.$ZodIssue;

function paramsOf(issue: Issue): MessageParams {
  const params: MessageParams = {};
  if ('params' in issue && issue.params && typeof issue.params === 'object') {
    for (const [key, value] of Object.entries(issue.params as Record<string, unknown>)) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
  }
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  return params;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current ?? undefined;
}

/** Not given: absent, null, or nothing but blanks (a form sends what was typed, "" included). */
function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * Messages that already ask for a value the user has not given ("Veuillez choisir…", "Veuillez
 * cocher…"): they stay for an empty field. Every other message of an empty field says that the
 * field is required, never that its format is wrong.
 */
const asksForValue = new Set<string>([
  'subscription.lsa_confirm',
  'subscription.gender_unknown',
  'subscription.salutation_unknown',
  'subscription.existing_client_nr',
  'documents.none',
]);

export function isRequiredMessage(key: string): boolean {
  return key === 'validation.required' || key.endsWith('_required') || asksForValue.has(key);
}

/**
 * The message key for an issue. An empty field (absent, null or blank) answers a required
 * message whatever rule failed on it — the format rules of a schema (zip range, identification
 * digits, date format…) speak about a value that was given. Otherwise: the key given by the
 * schema, or one derived from the issue's code.
 */
export function messageKeyOf(issue: Issue, input?: unknown): string {
  const isEmpty = issue.path.length > 0 && isBlank(valueAt(input, issue.path));
  if (isEmpty && input !== undefined) {
    return isMessageKey(issue.message) && isRequiredMessage(issue.message)
      ? issue.message
      : 'validation.required';
  }
  if (isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return 'validation.required';
      if (issue.expected === 'number' || issue.expected === 'int') return 'validation.number';
      if (issue.expected === 'boolean') return 'validation.boolean';
      if (issue.expected === 'string') return 'validation.string';
      return 'validation.invalid';
    case 'too_big':
      if (issue.origin === 'string') return 'validation.max_length';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.max_items';
      return 'validation.max';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'validation.required';
      if (issue.origin === 'string') return 'validation.min_length';
      return 'validation.min';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid';
    case 'invalid_value':
      // a choice left empty is a missing field, not a wrong value
      return valueAt(input, issue.path) === undefined ? 'validation.required' : 'validation.choice';
    default:
      return 'validation.invalid';
  }
}

/** Turns zod issues into the API's error map: field path → messages in the request's locale. */
export function issuesToErrors(
  issues: readonly Issue[],
  locale: Locale,
  input?: unknown,
): FieldErrors {
  // a Map, not an object: a field may be named toString, constructor or __proto__
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    const message = translate(locale, messageKeyOf(issue, input), paramsOf(issue));
    const list = errors.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(field, list);
  }
  // fromEntries defines own properties, even for "__proto__"
  return Object.fromEntries(errors);
}

/**
 * "Empty and null fields are treated as absent" (DEVELOPERS.md, spec 000 §7): the client drops
 * them, and the server drops them again before validation so that any client is treated alike.
 */
export function dropEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropEmpty);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const kept: [string, unknown][] = [];
    for (const [key, entry] of Object.entries(value)) {
      if (entry === null || entry === undefined) continue;
      if (typeof entry === 'string' && entry.trim() === '') continue;
      kept.push([key, dropEmpty(entry)]);
    }
    // own properties only: a key "__proto__" must not become the prototype
    return Object.fromEntries(kept);
  }
  return value;
}
