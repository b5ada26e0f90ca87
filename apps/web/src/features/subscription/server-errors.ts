import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, ValidationError } from '../../app/api';

/**
 * spec 000 §8: a 422 answer carries field → messages; the first message is shown at the field
 * (the first field in error takes the focus). Messages of fields the step does not show come
 * back to be shown above the form; other failures give the generic message.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<Values>,
  genericMessage: string,
): string[] {
  if (!(error instanceof ValidationError)) {
    return [error instanceof ApiError && error.message ? error.message : genericMessage];
  }
  const others: string[] = [];
  let isFocused = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message) continue;
    if (fields.includes(field)) {
      setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: !isFocused });
      isFocused = true;
    } else {
      others.push(message);
    }
  }
  if (others.length === 0 && !isFocused) others.push(error.message || genericMessage);
  return others;
}
