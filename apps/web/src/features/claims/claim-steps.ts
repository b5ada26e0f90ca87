import {
  type ClaimCaseType,
  existingClaimStepCount,
  newClaimStepCount,
} from '@app/domain/claims/constants';
import type { RouteName } from '@app/domain/routes';
import type { ClaimDraft } from './claim-draft';

/** The seven steps of the declaration and their routes (spec 001 §2.1). */
export type ClaimStepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const claimStepRoutes = {
  1: 'declaration-step-1',
  2: 'declaration-step-2',
  3: 'declaration-step-3',
  4: 'declaration-step-4',
  5: 'declaration-step-5',
  6: 'declaration-step-6',
  7: 'declaration-step-7',
} as const satisfies Record<ClaimStepNumber, RouteName>;

export type ClaimRouteName = (typeof claimStepRoutes)[ClaimStepNumber] | 'add-documents';

export const claimRouteNames: ClaimRouteName[] = [
  ...Object.values(claimStepRoutes),
  'add-documents',
];

export function stepOfRoute(route: ClaimRouteName): ClaimStepNumber | null {
  const entry = Object.entries(claimStepRoutes).find(([, name]) => name === route);
  return entry ? (Number(entry[0]) as ClaimStepNumber) : null;
}

/** The step titles, by step number (message ids). */
export const stepTitleIds: Record<ClaimStepNumber, string> = {
  1: 'claims.step1.title',
  2: 'claims.step2.title',
  3: 'claims.step3.title',
  4: 'claims.step4.title',
  5: 'claims.step5.title',
  6: 'claims.step6.title',
  7: 'claims.step7.title',
};

/** The steps a declaration type goes through: an existing claim skips 2 to 5. */
export function stepsOf(draft: Pick<ClaimDraft, 'type'> | null): ClaimStepNumber[] {
  if (draft?.type === 'existing') return [1, 6, 7];
  if (draft?.type === 'request-email' || draft?.type === 'request-email-closed') return [1, 7];
  return [1, 2, 3, 4, 5, 6, 7];
}

/**
 * The number shown by the indicator: 7 steps for a new claim, 3 for an existing one where the
 * steps 6 and 7 are shown as 2 and 3 (spec 001 §2.1, §9).
 */
export function indicatorOf(draft: Pick<ClaimDraft, 'type'> | null): {
  count: number;
  steps: { step: ClaimStepNumber; number: number }[];
} {
  if (draft?.type === 'existing') {
    return {
      count: existingClaimStepCount,
      steps: [
        { step: 1, number: 1 },
        { step: 6, number: 2 },
        { step: 7, number: 3 },
      ],
    };
  }
  return {
    count: newClaimStepCount,
    steps: ([1, 2, 3, 4, 5, 6, 7] as const).map((step) => ({ step, number: step })),
  };
}

/** The natures of claim of step 2 (message ids). */
export const caseTypeLabelIds: Record<ClaimCaseType, string> = {
  accident: 'claims.caseType.accident',
  disease: 'claims.caseType.disease',
  vaccination: 'claims.caseType.vaccination',
  prevention: 'claims.caseType.prevention',
  'death-disability': 'claims.caseType.deathDisability',
};
