import type { ClaimDescriptionRequest, ClaimStepAnswer } from '@app/domain/schemas/claims';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/claim-declarations/description: description and diagnosis (step 4). */
export function sendDescription(payload: ClaimDescriptionRequest): Promise<ClaimStepAnswer> {
  return api.post<ClaimStepAnswer>('claim-declarations/description', payload);
}

export function useSendDescription() {
  return useMutation({ mutationFn: sendDescription });
}
