import { describe, expect, it } from 'vitest';
import { toggleCover } from './cover-rules';

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
