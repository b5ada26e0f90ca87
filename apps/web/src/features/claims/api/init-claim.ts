import type { ClaimInitAnswer, ClaimInitRequest } from '@app/domain/schemas/claims';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/claim-declarations/init: starts a declaration or asks for the add-documents e-mail. */
export function initClaim(payload: ClaimInitRequest): Promise<ClaimInitAnswer> {
  return api.post<ClaimInitAnswer>('claim-declarations/init', payload);
}

export function useInitClaim() {
  return useMutation({ mutationFn: initClaim });
}
