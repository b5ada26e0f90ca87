import { defaultDeductible } from '../constants';

/**
 * spec 000 §4 (quick calculator and pack step): accident cover is always on; switching disease
 * cover off also switches prevention off; switching prevention on also switches disease on.
 */
export interface CoverChoice {
  cover_diseases: boolean;
  cover_prevention: boolean;
}

export function toggleCover(
  current: CoverChoice,
  field: keyof CoverChoice,
  isOn: boolean,
): CoverChoice {
  if (field === 'cover_diseases') {
    return { cover_diseases: isOn, cover_prevention: isOn ? current.cover_prevention : false };
  }
  return { cover_diseases: isOn ? true : current.cover_diseases, cover_prevention: isOn };
}

/** spec 000 §4: the cover of a new quote (pack step and quick calculator defaults). */
export const defaultPetCover = {
  deductible: defaultDeductible,
  cover_diseases: false,
  cover_prevention: false,
} as const;

/**
 * The three plans of the dog and cat pack step (spec 000 §2.4): accidents; + diseases;
 * + prevention. The toggle rules above hold by construction.
 */
export const petPlans = [
  { key: 'accident', cover: { cover_diseases: false, cover_prevention: false } },
  { key: 'diseases', cover: { cover_diseases: true, cover_prevention: false } },
  { key: 'prevention', cover: { cover_diseases: true, cover_prevention: true } },
] as const;
export type PetPlan = (typeof petPlans)[number]['key'];

/** The plan recommended on the cards: accidents alone leave most costs open. */
export const recommendedPetPlan: PetPlan = 'diseases';

/** The plan of a cover choice. */
export function petPlanOf(cover: CoverChoice): PetPlan {
  if (cover.cover_prevention) return 'prevention';
  return cover.cover_diseases ? 'diseases' : 'accident';
}
