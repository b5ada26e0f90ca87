import { describe, expect, it } from 'vitest';
import { decideRequestType, offerNoticeAtQuote } from './request-type';

// Today in these facts: the policy starts on 2027-01-01.
const base = {
  business_line: 'dog' as const,
  partner_key: 'alpaws',
  referrer_key: 'alpaws',
  has_been_treated_lately: false,
  animal_date_of_birth: '01.06.2022',
  policy_start_date: '2027-01-01',
  request_type: undefined,
};

describe('request type (spec 000 §4)', () => {
  it.each([
    ['own channel, young dog, server allows', {}, true, 'subscription', true, false],
    [
      'own channel, young cat, server allows',
      { business_line: 'cat' as const },
      true,
      'subscription',
      true,
      false,
    ],
    ['the server refuses', {}, false, 'offer', false, true],
    ['a partner key', { partner_key: 'generali' }, true, 'offer', false, false],
    ['a partner referrer', { referrer_key: 'broker' }, true, 'offer', false, false],
    ['treated lately', { has_been_treated_lately: true }, true, 'offer', false, false],
    [
      'older than 9 years at the start',
      { animal_date_of_birth: '01.12.2016' },
      true,
      'offer',
      false,
      false,
    ],
    [
      '9 years at the start',
      { animal_date_of_birth: '01.01.2018' },
      true,
      'subscription',
      true,
      false,
    ],
    ['a horse', { business_line: 'horse' as const }, true, 'offer', false, false],
    ['the user chose an offer', { request_type: 'offer' as const }, true, 'offer', true, false],
  ])('%s', (_name, facts, serverStatus, type, canChoose, isRefusedByServer) => {
    expect(decideRequestType({ ...base, ...facts }, serverStatus)).toEqual({
      type,
      canChoose,
      isRefusedByServer,
    });
  });

  it('waits for the server on the own channel', () => {
    expect(decideRequestType(base, undefined).type).toBeNull();
  });

  it('does not wait for the server when the rules already say offer', () => {
    expect(decideRequestType({ ...base, partner_key: 'generali' }, undefined).type).toBe('offer');
  });

  it('is an offer while the dates are not known', () => {
    expect(decideRequestType({ ...base, animal_date_of_birth: '' }, true).type).toBe('offer');
  });
});

describe('the offer said at step 1 (issue 12)', () => {
  it.each([
    ['a young dog on the own channel', {}, null],
    ['a dog of 9 at the start', { animal_date_of_birth: '01.01.2018' }, null],
    [
      'a dog of 10 at the start',
      { animal_date_of_birth: '01.12.2016' },
      { reason: 'age', ageYears: 10, certificate: ['age'] },
    ],
    [
      'a horse of 4',
      { business_line: 'horse' as const },
      { reason: 'horse', ageYears: 4, certificate: [] },
    ],
    [
      'a horse of 29',
      { business_line: 'horse' as const, animal_date_of_birth: '01.01.1998' },
      { reason: 'horse', ageYears: 29, certificate: ['age'] },
    ],
    [
      'a partner channel',
      { partner_key: 'generali' },
      { reason: 'channel', ageYears: 4, certificate: [] },
    ],
    [
      'a horse before its dates are known',
      { business_line: 'horse' as const, policy_start_date: '' },
      { reason: 'horse', ageYears: null, certificate: [] },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(offerNoticeAtQuote({ ...base, ...patch })).toEqual(expected);
  });
});
