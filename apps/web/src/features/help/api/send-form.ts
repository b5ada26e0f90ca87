import type { FormDefinition } from '@app/domain/forms/registry';
import { api } from '../../../lib/api';

/** spec 001 §7, §8: every request form answers the success text and the request's reference. */
export interface FormAnswer {
  message: string;
  reference: string;
}

/** POST /api/{path} of a registry form (help/…, contract-update-request, address-update-request). */
export function sendForm(
  form: FormDefinition,
  payload: Record<string, unknown>,
): Promise<FormAnswer> {
  return api.post<FormAnswer>(form.path, payload);
}
