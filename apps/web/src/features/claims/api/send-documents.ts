import type { ClaimDocumentsAnswer } from '@app/domain/schemas/claims';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface DocumentsPayload {
  user_token: string;
  documents: {
    invoices: { id: string; first_treatment_date: string; invoice_amount: string }[];
    reports: { id: string }[];
    others: { id: string }[];
  };
}

/** POST /api/claim-declarations/documents: completes the declaration (step 6). */
export function sendDocuments(payload: DocumentsPayload): Promise<ClaimDocumentsAnswer> {
  return api.post<ClaimDocumentsAnswer>('claim-declarations/documents', payload);
}

export function useSendDocuments() {
  return useMutation({ mutationFn: sendDocuments });
}
