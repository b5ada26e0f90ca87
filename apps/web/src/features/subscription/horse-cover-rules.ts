import {
  defaultDeductible,
  type HorseProduct,
  horseProductAssistaDefault,
  horseProductDeductibles,
} from '@app/domain/constants';
import type { AdditionalRiskName } from '@app/domain/pricing/horse';
import type { HorsePackName } from '@app/domain/schemas/subscriptions';

/**
 * The horse cover choices of the wizard (spec 000 §4 "Horse pack step", "Horse option step")
 * and of the horse quick calculator (§4 "Quick calculators"). Pure functions over the domain's
 * constants and availability answers: which product, deductible or death option is allowed
 * comes from @app/domain (quoteEligibility, horseDeathOptions), never from here.
 */

export interface HorsePackChoice {
  insurance_name: HorsePackName;
  deductible: number | undefined;
  assista: boolean;
}

/** What the domain says of a treatment product for this horse. */
export interface ProductOffer {
  name: HorseProduct;
  available: boolean;
}

const deductiblesOf = (pack: HorsePackName): readonly number[] =>
  pack === 'none' ? [] : horseProductDeductibles[pack];

const assistaOf = (pack: HorsePackName, assista: boolean) =>
  // spec 000 §4, §9: ultima forces assistance on (it is free there)
  pack === 'ultima' ? true : assista;

/** spec 000 §4: prima (none if prima is not allowed), deductible 1000, the pack's assistance. */
export function defaultPack(products: readonly ProductOffer[]): HorsePackChoice {
  const isPrimaAllowed = products.some((offer) => offer.name === 'prima' && offer.available);
  return isPrimaAllowed
    ? {
        insurance_name: 'prima',
        deductible: defaultDeductible,
        assista: horseProductAssistaDefault.prima,
      }
    : { insurance_name: 'none', deductible: undefined, assista: false };
}

/**
 * spec 000 §4: choosing another pack resets the assistance to the pack's default and the
 * deductible to 1000 when the pack does not offer the current one; "none" has no deductible.
 */
export function choosePack(current: HorsePackChoice, pack: HorsePackName): HorsePackChoice {
  if (pack === current.insurance_name) return current;
  if (pack === 'none') return { insurance_name: 'none', deductible: undefined, assista: false };
  const deductible =
    current.deductible !== undefined && deductiblesOf(pack).includes(current.deductible)
      ? current.deductible
      : defaultDeductible;
  return { insurance_name: pack, deductible, assista: horseProductAssistaDefault[pack] };
}

/** spec 000 §4: changing the deductible of another pack first switches to that pack. */
export function choosePackDeductible(
  current: HorsePackChoice,
  pack: HorseProduct,
  deductible: number,
): HorsePackChoice {
  const switched = choosePack(current, pack);
  return deductiblesOf(pack).includes(deductible) ? { ...switched, deductible } : switched;
}

/** spec 000 §4: changing the assistance of another pack first switches to that pack. */
export function choosePackAssista(
  current: HorsePackChoice,
  pack: HorsePackName,
  assista: boolean,
): HorsePackChoice {
  const switched = choosePack(current, pack);
  return { ...switched, assista: assistaOf(pack, assista) };
}

// ---------------------------------------------------------------------------------------------
// Death/invalidity option (step choix-complementaire)

/** What the domain says of a death product for this horse (horseDeathOptions, eligibility). */
export interface DeathOffer {
  id: number;
  name: string;
  available: boolean;
  additional_risks: readonly { name: AdditionalRiskName; available: boolean }[];
}

export interface HorseOptionChoice {
  horse_death_insurance_base_product_id: number | undefined;
  option_name: string;
  invalidite: boolean;
  poulain: boolean;
  cover_disability: boolean;
}

/** spec 000 §4: defaults option_name none, cover_disability false. */
export const noDeathOption: HorseOptionChoice = {
  horse_death_insurance_base_product_id: undefined,
  option_name: 'none',
  invalidite: false,
  poulain: false,
  cover_disability: false,
};

export const firstAvailableDeathOffer = <T extends DeathOffer>(offers: readonly T[]) =>
  offers.find((offer) => offer.available);

const isRiskOffered = (offer: DeathOffer, name: AdditionalRiskName) =>
  offer.additional_risks.some((risk) => risk.name === name && risk.available);

/**
 * spec 000 §4: choosing a product keeps only the additional risks it offers: VIVA Spirit A
 * (no additional risk) clears invalidite and poulain.
 */
export function chooseDeathProduct(
  current: HorseOptionChoice,
  offer: DeathOffer,
): HorseOptionChoice {
  const invalidite = current.invalidite && isRiskOffered(offer, 'invalidite');
  return {
    horse_death_insurance_base_product_id: offer.id,
    option_name: offer.name,
    invalidite,
    poulain: current.poulain && isRiskOffered(offer, 'poulain'),
    cover_disability: invalidite,
  };
}

/** spec 000 §4: Yes selects the first available option; No clears the product and option name. */
export function answerDeathCover(
  current: HorseOptionChoice,
  isWanted: boolean,
  offers: readonly DeathOffer[],
): HorseOptionChoice {
  if (!isWanted) return noDeathOption;
  const chosen = offers.find(
    (offer) => offer.id === current.horse_death_insurance_base_product_id && offer.available,
  );
  const first = chosen ?? firstAvailableDeathOffer(offers);
  return first ? chooseDeathProduct(current, first) : noDeathOption;
}

/** An additional risk, only when the chosen product offers it for this horse. */
export function chooseRisk(
  current: HorseOptionChoice,
  offer: DeathOffer | undefined,
  name: AdditionalRiskName,
  isOn: boolean,
): HorseOptionChoice {
  const value = isOn && !!offer && isRiskOffered(offer, name);
  const next = { ...current, [name]: value };
  return { ...next, cover_disability: next.invalidite };
}

// ---------------------------------------------------------------------------------------------
// Horse quick calculator (spec 000 §3.2, §4 "Quick calculators")

export interface HorseQuickCover {
  insurance: { enabled: boolean; base_product?: HorseProduct; deductible?: number };
  assista: boolean;
  death_insurance: {
    enabled: boolean;
    base_product?: number;
    poulain: boolean;
    invalidite: boolean;
  };
}

/** No cover: also what a new birth or start date and the usage "other" reset to. */
export const emptyQuickCover: HorseQuickCover = {
  insurance: { enabled: false },
  assista: false,
  death_insurance: { enabled: false, poulain: false, invalidite: false },
};

/** spec 000 §4: enabling treatment cover defaults to prima and 1000; disabling clears both. */
export function enableTreatment(cover: HorseQuickCover, isOn: boolean): HorseQuickCover {
  if (!isOn) {
    const wasUltima = cover.insurance.base_product === 'ultima';
    return { ...cover, insurance: { enabled: false }, assista: wasUltima ? false : cover.assista };
  }
  return {
    ...cover,
    insurance: { enabled: true, base_product: 'prima', deductible: defaultDeductible },
  };
}

/** spec 000 §4: ultima forces assistance; a deductible the product does not offer becomes 1000. */
export function chooseTreatmentProduct(
  cover: HorseQuickCover,
  product: HorseProduct,
): HorseQuickCover {
  const current = cover.insurance.deductible;
  const deductible =
    current !== undefined && horseProductDeductibles[product].includes(current)
      ? current
      : defaultDeductible;
  return {
    ...cover,
    insurance: { enabled: true, base_product: product, deductible },
    assista: assistaOf(product, cover.assista),
  };
}

export function setQuickAssista(cover: HorseQuickCover, isOn: boolean): HorseQuickCover {
  const product = cover.insurance.enabled ? cover.insurance.base_product : undefined;
  return { ...cover, assista: product ? assistaOf(product, isOn) : isOn };
}

/** spec 000 §4: enabling death cover selects the first available product; disabling clears it. */
export function enableDeath(
  cover: HorseQuickCover,
  isOn: boolean,
  offers: readonly DeathOffer[],
): HorseQuickCover {
  const first = isOn ? firstAvailableDeathOffer(offers) : undefined;
  if (!first) return { ...cover, death_insurance: emptyQuickCover.death_insurance };
  return { ...cover, death_insurance: chooseQuickDeathProduct(cover, first).death_insurance };
}

export function chooseQuickDeathProduct(
  cover: HorseQuickCover,
  offer: DeathOffer,
): HorseQuickCover {
  const death = cover.death_insurance;
  return {
    ...cover,
    death_insurance: {
      enabled: true,
      base_product: offer.id,
      invalidite: death.invalidite && isRiskOffered(offer, 'invalidite'),
      poulain: death.poulain && isRiskOffered(offer, 'poulain'),
    },
  };
}

export function setQuickRisk(
  cover: HorseQuickCover,
  offer: DeathOffer | undefined,
  name: AdditionalRiskName,
  isOn: boolean,
): HorseQuickCover {
  return {
    ...cover,
    death_insurance: {
      ...cover.death_insurance,
      [name]: isOn && !!offer && isRiskOffered(offer, name),
    },
  };
}
