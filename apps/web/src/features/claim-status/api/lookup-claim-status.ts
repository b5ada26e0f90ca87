import type { ClaimStatusAnswer } from '@app/domain/schemas/answers';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type { ClaimStatusAnswer };

/** The form's values: the claim number and the e-mail as typed (the server normalises both). */
export interface ClaimStatusValues {
  claim_number: string;
  email: string;
}

/** POST /api/claim-status: claim number and e-mail → the timeline (404 for any mismatch). */
export function lookupClaimStatus(body: ClaimStatusValues) {
  return api.post<ClaimStatusAnswer>('claim-status', body);
}

export function useLookupClaimStatus() {
  return useMutation({ mutationFn: lookupClaimStatus });
}
