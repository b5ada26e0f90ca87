import type { ClaimStepAnswer } from '@app/domain/schemas/claims';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The step-3 fields asked for the case type (see claimCaseDetailSchema). */
export interface CaseDetailPayload {
  user_token: string;
  case_date: string;
  case_time?: string;
  third_party_involved?: boolean;
  address?: string;
  zip?: string;
  city?: string;
  has_second_insurance?: boolean;
  has_had_similar_problem?: boolean;
  animal_is_cured?: boolean;
}

/** POST /api/claim-declarations/case-detail: date, and for accidents time and place (step 3). */
export function sendCaseDetail(payload: CaseDetailPayload): Promise<ClaimStepAnswer> {
  return api.post<ClaimStepAnswer>('claim-declarations/case-detail', payload);
}

export function useSendCaseDetail() {
  return useMutation({ mutationFn: sendCaseDetail });
}
