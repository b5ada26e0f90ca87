import type { ClaimStepAnswer, ClaimTypeSelectionRequest } from '@app/domain/schemas/claims';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/claim-declarations/type-selection: the nature of the claim (step 2). */
export function selectCaseType(payload: ClaimTypeSelectionRequest): Promise<ClaimStepAnswer> {
  return api.post<ClaimStepAnswer>('claim-declarations/type-selection', payload);
}

export function useSelectCaseType() {
  return useMutation({ mutationFn: selectCaseType });
}
