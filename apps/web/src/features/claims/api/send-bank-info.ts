import type { ClaimBankInfoRequest, ClaimStepAnswer } from '@app/domain/schemas/claims';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/claim-declarations/bank-info: account holder and IBAN (step 5). */
export function sendBankInfo(payload: ClaimBankInfoRequest): Promise<ClaimStepAnswer> {
  return api.post<ClaimStepAnswer>('claim-declarations/bank-info', payload);
}

export function useSendBankInfo() {
  return useMutation({ mutationFn: sendBankInfo });
}
