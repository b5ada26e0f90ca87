import { describe, expect, it } from 'vitest';
import {
  answerDeathCover,
  chooseDeathProduct,
  choosePack,
  choosePackAssista,
  choosePackDeductible,
  chooseQuickDeathProduct,
  chooseRisk,
  chooseTreatmentProduct,
  type DeathOffer,
  defaultPack,
  emptyQuickCover,
  enableDeath,
  enableTreatment,
  engineCoverOf,
  type HorsePackChoice,
  includesAssistance,
  noDeathOption,
  setQuickAssista,
  wizardCoverOf,
} from './horse-cover';

const allProducts = [
  { name: 'prima', available: true },
  { name: 'optima', available: true },
  { name: 'ultima', available: true },
] as const;

const prima: HorsePackChoice = { insurance_name: 'prima', deductible: 1000, assista: false };

describe('horse pack step (spec 000 §4)', () => {
  it('defaults to prima, 1000, no assistance; to none when prima is not allowed', () => {
    expect(defaultPack(allProducts)).toEqual(prima);
    expect(defaultPack(allProducts.map((offer) => ({ ...offer, available: false })))).toEqual({
      insurance_name: 'none',
      deductible: undefined,
      assista: false,
    });
  });

  it.each([
    // [from, pack, expected]
    [prima, 'optima', { insurance_name: 'optima', deductible: 1000, assista: false }],
    [
      { insurance_name: 'prima', deductible: 100, assista: true },
      'optima',
      { insurance_name: 'optima', deductible: 1000, assista: false },
    ],
    [
      { insurance_name: 'prima', deductible: 500, assista: false },
      'ultima',
      { insurance_name: 'ultima', deductible: 500, assista: true },
    ],
    [
      { insurance_name: 'ultima', deductible: 500, assista: true },
      'prima',
      { insurance_name: 'prima', deductible: 500, assista: false },
    ],
    [prima, 'none', { insurance_name: 'none', deductible: undefined, assista: false }],
    [
      { insurance_name: 'none', deductible: undefined, assista: false },
      'prima',
      { insurance_name: 'prima', deductible: 1000, assista: false },
    ],
  ] as const)('from %o choosing %s gives %o', (from, pack, expected) => {
    expect(choosePack(from, pack)).toEqual(expected);
  });

  it('keeps the choice when the same pack is chosen again', () => {
    const chosen = { insurance_name: 'optima', deductible: 500, assista: true } as const;
    expect(choosePack(chosen, 'optima')).toBe(chosen);
  });

  it('switches to the pack whose deductible or assistance is changed', () => {
    expect(choosePackDeductible(prima, 'optima', 500)).toEqual({
      insurance_name: 'optima',
      deductible: 500,
      assista: false,
    });
    expect(choosePackAssista(prima, 'optima', true)).toEqual({
      insurance_name: 'optima',
      deductible: 1000,
      assista: true,
    });
    // a deductible the pack does not offer is not taken
    expect(choosePackDeductible(prima, 'ultima', 100).deductible).toBe(1000);
  });

  it('keeps assistance on in ultima', () => {
    const ultima = choosePack(prima, 'ultima');
    expect(choosePackAssista(ultima, 'ultima', false).assista).toBe(true);
  });
});

const spiritA: DeathOffer = { id: 1, name: 'VIVA Spirit A', available: true, additional_risks: [] };
const spiritB: DeathOffer = {
  id: 2,
  name: 'VIVA Spirit B',
  available: true,
  additional_risks: [
    { name: 'invalidite', available: true },
    { name: 'poulain', available: true },
  ],
};

describe('horse option step (spec 000 §4)', () => {
  it('Yes selects the first available option, No clears it', () => {
    expect(answerDeathCover(noDeathOption, true, [spiritA, spiritB])).toMatchObject({
      horse_death_insurance_base_product_id: 1,
      option_name: 'VIVA Spirit A',
    });
    expect(
      answerDeathCover(noDeathOption, true, [{ ...spiritA, available: false }, spiritB]),
    ).toMatchObject({ horse_death_insurance_base_product_id: 2, option_name: 'VIVA Spirit B' });
    const chosen = chooseRisk(chooseDeathProduct(noDeathOption, spiritB), spiritB, 'poulain', true);
    expect(answerDeathCover(chosen, false, [spiritA, spiritB])).toEqual(noDeathOption);
    expect(answerDeathCover(noDeathOption, true, [])).toEqual(noDeathOption);
  });

  it('VIVA Spirit A clears invalidite and poulain', () => {
    let choice = chooseDeathProduct(noDeathOption, spiritB);
    choice = chooseRisk(choice, spiritB, 'invalidite', true);
    choice = chooseRisk(choice, spiritB, 'poulain', true);
    expect(choice).toMatchObject({ invalidite: true, poulain: true, cover_disability: true });
    expect(chooseDeathProduct(choice, spiritA)).toEqual({
      horse_death_insurance_base_product_id: 1,
      option_name: 'VIVA Spirit A',
      invalidite: false,
      poulain: false,
      cover_disability: false,
    });
  });

  it('takes invalidity only where the domain offers it (up to age 8)', () => {
    const old: DeathOffer = {
      ...spiritB,
      additional_risks: [
        { name: 'invalidite', available: false },
        { name: 'poulain', available: true },
      ],
    };
    const choice = chooseDeathProduct(noDeathOption, old);
    expect(chooseRisk(choice, old, 'invalidite', true).invalidite).toBe(false);
    expect(chooseRisk(choice, old, 'poulain', true).poulain).toBe(true);
  });
});

describe('horse quick calculator (spec 000 §4)', () => {
  it('enabling treatment defaults to prima and 1000, disabling clears both', () => {
    const on = enableTreatment(emptyQuickCover, true);
    expect(on.insurance).toEqual({ enabled: true, base_product: 'prima', deductible: 1000 });
    expect(enableTreatment(on, false).insurance).toEqual({ enabled: false });
  });

  it('ultima forces assistance; a deductible it does not offer becomes 1000', () => {
    const prima100 = {
      ...emptyQuickCover,
      insurance: { enabled: true, base_product: 'prima' as const, deductible: 100 },
    };
    const ultima = chooseTreatmentProduct(prima100, 'ultima');
    expect(ultima.assista).toBe(true);
    expect(ultima.insurance.deductible).toBe(1000);
    expect(setQuickAssista(ultima, false).assista).toBe(true);
    expect(setQuickAssista(chooseTreatmentProduct(ultima, 'optima'), false).assista).toBe(false);
  });

  it('enabling death cover selects the first available product, disabling clears it', () => {
    const on = enableDeath(emptyQuickCover, true, [{ ...spiritA, available: false }, spiritB]);
    expect(on.death_insurance).toEqual({
      enabled: true,
      base_product: 2,
      invalidite: false,
      poulain: false,
    });
    expect(enableDeath(on, false, [spiritB]).death_insurance.enabled).toBe(false);
    const withRisk = { ...on, death_insurance: { ...on.death_insurance, invalidite: true } };
    expect(chooseQuickDeathProduct(withRisk, spiritA).death_insurance.invalidite).toBe(false);
  });
});

describe('the assistance of a pack (spec 000 §4, §9)', () => {
  it.each([
    ['prima', false],
    ['optima', false],
    ['ultima', true],
    ['none', false],
    [undefined, false],
  ] as const)('%s includes it: %s', (pack, isIncluded) => {
    expect(includesAssistance(pack)).toBe(isIncluded);
  });
});

describe('wizard fields ↔ engine cover (spec 000 §3.1, §3.2)', () => {
  it('turns the flat wizard fields into the engine objects', () => {
    expect(
      engineCoverOf({
        insurance_name: 'optima',
        deductible: 500,
        assista: true,
        horse_death_insurance_base_product_id: 2,
        invalidite: true,
        poulain: false,
      }),
    ).toEqual({
      insurance: { enabled: true, base_product: 'optima', deductible: 500 },
      assista: true,
      death_insurance: { enabled: true, base_product: 2, invalidite: true, poulain: false },
    });
    expect(engineCoverOf({ insurance_name: 'none', assista: false })).toEqual({
      insurance: { enabled: false },
      assista: false,
      death_insurance: { enabled: false, invalidite: false, poulain: false },
    });
  });

  it('turns the quick calculator cover into the wizard fields', () => {
    const cover = {
      insurance: { enabled: true, base_product: 'ultima' as const, deductible: 500 },
      assista: false,
      death_insurance: { enabled: true, base_product: 2, invalidite: true, poulain: true },
    };
    expect(wizardCoverOf(cover, 'VIVA Spirit B')).toEqual({
      insurance_name: 'ultima',
      deductible: 500,
      assista: true,
      horse_death_insurance_base_product_id: 2,
      option_name: 'VIVA Spirit B',
      invalidite: true,
      poulain: true,
      cover_disability: true,
    });
    expect(wizardCoverOf(emptyQuickCover, undefined)).toEqual({
      insurance_name: 'none',
      deductible: undefined,
      assista: false,
      horse_death_insurance_base_product_id: undefined,
      option_name: 'none',
      invalidite: false,
      poulain: false,
      cover_disability: false,
    });
  });

  it('an engine cover survives the way to the wizard and back', () => {
    const cover = {
      insurance: { enabled: true, base_product: 'prima' as const, deductible: 100 },
      assista: true,
      death_insurance: { enabled: true, base_product: 1, invalidite: false, poulain: true },
    };
    expect(engineCoverOf(wizardCoverOf(cover, 'VIVA Spirit A'))).toEqual(cover);
  });
});
