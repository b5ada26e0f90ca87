import { type FormName, formRegistry } from '@app/domain/forms/registry';
import { api } from '../../../lib/api';

/** spec 002 §7: a form's answer (200); the CHI draw adds where to send the browser next. */
export interface FormAnswer {
  message: string;
  reference: string;
  redirect_url?: string;
}

/**
 * POST of a public form to its path of the registry (`summer-contest`, `help/job-application`…),
 * with the CSRF token, the XHR header and the page's locale (lib/api). A 422 throws the
 * ValidationError the form layer shows at the fields; a closed contest's 410 an ApiError.
 */
export function sendForm(name: FormName, payload: unknown): Promise<FormAnswer> {
  return api.post<FormAnswer>(formRegistry[name].path, payload);
}
