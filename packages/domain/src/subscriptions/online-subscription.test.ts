import { describe, expect, it } from 'vitest';
import { healthCertificateReasons } from './online-subscription';

describe('health certificate of an offer', () => {
  it.each([
    ['dog', 8, false, []],
    ['dog', 9, false, ['age']],
    ['cat', 12, true, ['age', 'treatment']],
    ['dog', 3, true, ['treatment']],
    ['horse', 28, false, []],
    ['horse', 29, false, ['age']],
  ] as const)('%s of %i, treated %s: %j', (businessLine, ageYears, treated, expected) => {
    expect(
      healthCertificateReasons({ businessLine, ageYears, hasBeenTreatedLately: treated }),
    ).toEqual(expected);
  });
});
