import type { Locale } from '@app/domain/locale';
import type { ClaimAddDocumentsAnswer } from '@app/domain/schemas/claims';
import { api } from '../../../lib/api';

/**
 * POST /api/claim-declarations/add-documents: the signed link of a claim e-mail opens a
 * declaration of type existing at the documents step (decisions.md "Add-documents link").
 */
export function openAddDocuments(
  payload: { web_identification_number: string; token: string },
  locale: Locale,
): Promise<ClaimAddDocumentsAnswer> {
  return api.post<ClaimAddDocumentsAnswer>('claim-declarations/add-documents', payload, { locale });
}
