import { z } from 'zod';

/** A text field as the forms send it: trimmed, at most `max` characters. */
export const text = (max: number) => z.string().trim().max(max);
/** The same, required: empty or blank is `validation.required`. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max);
