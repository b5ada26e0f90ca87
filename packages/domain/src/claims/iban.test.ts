import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkClaimIban, formatIban, hasValidIbanChecksum, isQrIban, normaliseIban } from './iban';

describe('checkClaimIban', () => {
  it.each([
    ['CH93 0076 2011 6238 5295 7', null],
    ['ch9300762011623852957', null],
    [' CH93\u00a00076 2011 6238 5295 7 ', null],
    ['LI21 0881 0000 2324 013A A', null],
    ['CH94 0076 2011 6238 5295 7', 'checksum'],
    ['CH44 3199 9123 0008 8901 2', 'qr_iban'],
    ['CH57 3000 0123 4567 8901 2', 'qr_iban'],
    ['DE89 3704 0044 0532 0130 00', 'country'],
    ['FR14 2004 1010 0505 0001 3M02 606', 'country'],
    ['CH93 0076 2011 6238 5295', 'length'],
    ['CH93 0076 2011 6238 5295 77', 'length'],
    ['CH9', 'format'],
    ['not an iban', 'format'],
    ['', 'format'],
  ])('%s → %s', (iban, problem) => {
    expect(checkClaimIban(iban)).toBe(problem);
  });

  it('normalises and formats', () => {
    expect(normaliseIban(' ch93 0076 2011 6238 5295 7')).toBe('CH9300762011623852957');
    expect(formatIban('CH9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
  });

  it('knows QR-IBAN institution ids 30000–31999 only', () => {
    expect(isQrIban('CH4431999123000889012')).toBe(true);
    expect(isQrIban('CH4429999123000889012')).toBe(false);
    expect(isQrIban('CH4432000123000889012')).toBe(false);
  });

  it('catches every single-digit typo of a valid IBAN (mod-97 property)', () => {
    const valid = 'CH9300762011623852957';
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: valid.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (position, delta) => {
          const digit = (Number(valid[position]) + delta) % 10;
          const typo = valid.slice(0, position) + digit + valid.slice(position + 1);
          return !hasValidIbanChecksum(typo);
        },
      ),
    );
  });
});
