import type { Locale } from '../locale';
import type { MessageKey, MessageParams } from '../messages/catalogue';
import { translate } from '../messages/catalogue';
import type { FieldErrors } from '../validation';

/**
 * An eligibility problem: the API field it belongs to (snake_case path, e.g.
 * ['insurance', 'deductible']), a message key and its parameters. The server answers 422 with
 * these; the browser shows them at the field.
 */
export interface PricingProblem {
  path: string[];
  key: MessageKey;
  params: Record<string, string | number>;
}

export function problem(
  path: string[],
  key: MessageKey,
  params: Record<string, string | number> = {},
): PricingProblem {
  return { path, key, params };
}

/** The API's 422 error map for problems: dotted field path → messages in the locale. */
export function problemsToFieldErrors(
  problems: readonly PricingProblem[],
  locale: Locale,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, key, params } of problems) {
    const field = path.join('.') || '_';
    const message = translate(locale, key, params as MessageParams);
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
}
