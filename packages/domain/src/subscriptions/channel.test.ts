import { describe, expect, it } from 'vitest';
import { healthCertificateReasons, isOfferedOnChannel } from './channel';

describe('animals of a channel (spec 000 §1, §6)', () => {
  it.each([
    ['dog', undefined, true],
    ['horse', undefined, true],
    ['horse', 'alpaws', true],
    ['cat', 'generali', true],
    ['horse', 'generali', false],
    ['horse', 'somebroker', false],
  ] as const)('%s on partner key %s: %s', (line, key, expected) => {
    expect(isOfferedOnChannel(line, key)).toBe(expected);
  });
});

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
