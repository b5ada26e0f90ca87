import { swissToday } from '@app/domain/dates/swiss-today';
import { useMemo } from 'react';

/** A yes/no radio's value as the API takes it; unanswered is absent (the schema says required). */
export function booleanOf(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/**
 * The values of a form as a payload: texts trimmed, empty texts dropped (an optional field left
 * empty is absent, as the server treats it), other values kept.
 */
export function payloadOf<T extends Record<string, unknown>>(values: T): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      if (value.trim() !== '') payload[key] = value;
    } else if (value !== undefined && value !== null) {
      payload[key] = value;
    }
  }
  return payload;
}

/** Today in Switzerland when the page opened (the date rules of the schemas). */
export function useToday(): string {
  return useMemo(() => swissToday(new Date()), []);
}

/** The form context of the schemas at the moment of checking. */
export const now = () => ({ today: swissToday(new Date()) });
