import { describe, expect, it } from 'vitest';
import { petPlanOf, petPlans, toggleCover } from './pet-cover';

describe('cover toggles (spec 000 §4)', () => {
  it.each([
    [{ cover_diseases: true, cover_prevention: true }, 'cover_diseases', false, false, false],
    [{ cover_diseases: false, cover_prevention: false }, 'cover_prevention', true, true, true],
    [{ cover_diseases: false, cover_prevention: false }, 'cover_diseases', true, true, false],
    [{ cover_diseases: true, cover_prevention: true }, 'cover_prevention', false, true, false],
  ] as const)('%j, %s → %s', (current, field, isOn, diseases, prevention) => {
    expect(toggleCover(current, field, isOn)).toEqual({
      cover_diseases: diseases,
      cover_prevention: prevention,
    });
  });
});

describe('pet plans (spec 000 §2.4)', () => {
  it.each(petPlans)('the plan of the $key cover is $key', ({ key, cover }) => {
    expect(petPlanOf(cover)).toBe(key);
  });

  it('every plan cover keeps the toggle rules', () => {
    for (const { cover } of petPlans) {
      expect(toggleCover(cover, 'cover_prevention', cover.cover_prevention)).toEqual(cover);
      expect(toggleCover(cover, 'cover_diseases', cover.cover_diseases)).toEqual(cover);
    }
  });
});
