import { describe, expect, it } from 'vitest';
import { isOfferedOnChannel } from './channel';

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
