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

/**
 * The steps a declaration type goes through: an existing claim has the steps 5 to 7 (bank
 * information, documents, confirmation) after its identification at step 1 (spec 001 §2.1).
 */
export function stepsOf(draft: Pick<ClaimDraft, 'type'> | null): ClaimStepNumber[] {
  if (draft?.type === 'existing') return [1, 5, 6, 7];
  if (draft?.type === 'request-email' || draft?.type === 'request-email-closed') return [1, 7];
  return [1, 2, 3, 4, 5, 6, 7];
}

/**
 * The number shown by the indicator: 7 steps for a new claim, 3 for an existing one where the
 * steps 5 to 7 are shown as 1 to 3 (spec 001 §2.1: "shifted by 4"; the identification that
 * opens an existing claim comes before them and has no number).
 */
export function indicatorOf(draft: Pick<ClaimDraft, 'type'> | null): {
  count: number;
  steps: { step: ClaimStepNumber; number: number }[];
} {
  if (draft?.type === 'existing') {
    const steps = ([5, 6, 7] as const).map((step) => ({ step, number: step - 4 }));
    return { count: existingClaimStepCount, steps };
  }
  return {
    count: newClaimStepCount,
    steps: ([1, 2, 3, 4, 5, 6, 7] as const).map((step) => ({ step, number: step })),
  };
}

/**
 * The indicator's steps for the draft at step `current`: a step done before the current one is
 * a link while the user may open it again (never on the final screen, never beyond the current
 * step even when it was reached before).
 */
export function indicatorStepsOf(
  draft: Pick<ClaimDraft, 'type' | 'reachedStep'>,
  current: ClaimStepNumber,
): { steps: { step: ClaimStepNumber; canOpen: boolean }[]; currentIndex: number } {
  const { steps } = indicatorOf(draft);
  // -1: a step without a number (the identification of an existing claim)
  const currentIndex = steps.findIndex((item) => item.step === current);
  return {
    currentIndex,
    steps: steps.map(({ step }, index) => ({
      step,
      canOpen: index < currentIndex && step <= draft.reachedStep && current !== 7,
    })),
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
