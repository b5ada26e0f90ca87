import type { MessageKey } from '../messages/translate';

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
