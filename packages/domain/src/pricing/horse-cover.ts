import {
  defaultDeductible,
  type HorseProduct,
  horseProductAssistaDefault,
  horseProductDeductibles,
  horseProductIncludesAssistance,
} from '../constants';
import type { AdditionalRiskName } from './horse';

/**
 * The horse cover choices of the wizard (spec 000 §4 "Horse pack step", "Horse option step")
 * and of the horse quick calculator (§4 "Quick calculators"), and the one mapping between the
 * wizard's flat fields (§3.1) and the engine's cover objects (§3.2). Pure functions over the
 * constants and availability answers: which product, deductible or death option is allowed
 * comes from quoteEligibility and horseDeathOptions, never from here.
 */

/** The horse pack of step 2: a treatment product or none (spec 000 §2.4). */
export const horsePackNames = ['prima', 'optima', 'ultima', 'none'] as const;
export type HorsePackName = (typeof horsePackNames)[number];

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

/** spec 000 §4, §9: ultima includes the assistance (forced on, free); no other pack does. */
export function includesAssistance(pack: HorsePackName | undefined | null): boolean {
  return !!pack && pack !== 'none' && horseProductIncludesAssistance[pack];
}

/** The assistance a pack really has: the chosen one, or on when the pack includes it. */
export function assistanceOf(pack: HorsePackName | undefined | null, assista: boolean): boolean {
  return includesAssistance(pack) || assista;
}

const assistaOf = assistanceOf;

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

/** The quick calculator's cover: the engine's cover objects (spec 000 §3.2). */
export type HorseQuickCover = HorseEngineCover;

/** No cover: also what a new birth or start date and the usage "other" reset to. */
export const emptyQuickCover: HorseQuickCover = {
  insurance: { enabled: false },
  assista: false,
  death_insurance: { enabled: false, poulain: false, invalidite: false },
};

/** spec 000 §4: enabling treatment cover defaults to prima and 1000; disabling clears both. */
export function enableTreatment(cover: HorseQuickCover, isOn: boolean): HorseQuickCover {
  if (!isOn) {
    // the assistance that came with the product goes with it
    const wasIncluded = includesAssistance(cover.insurance.base_product);
    return {
      ...cover,
      insurance: { enabled: false },
      assista: wasIncluded ? false : cover.assista,
    };
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

// ---------------------------------------------------------------------------------------------
// The wizard's flat fields (spec 000 §3.1) and the engine's cover objects (§3.2)

/** The horse cover as the wizard stores it and the select-pack / select-option calls send it. */
export interface HorseWizardCover {
  insurance_name?: HorsePackName | undefined;
  deductible?: number | undefined;
  assista?: boolean | undefined;
  horse_death_insurance_base_product_id?: number | undefined;
  option_name?: string | undefined;
  invalidite?: boolean | undefined;
  poulain?: boolean | undefined;
  cover_disability?: boolean | undefined;
}

/** The engine's horse cover (the quote input and the horse quick-init call). */
export interface HorseEngineCover {
  insurance: { enabled: boolean; base_product?: HorseProduct; deductible?: number };
  assista: boolean;
  death_insurance: {
    enabled: boolean;
    base_product?: number;
    poulain: boolean;
    invalidite: boolean;
  };
}

/** The wizard's flat fields as the engine's cover objects (recap, server quote). */
export function engineCoverOf(fields: HorseWizardCover): HorseEngineCover {
  const pack = fields.insurance_name;
  const deathProduct = fields.horse_death_insurance_base_product_id;
  return {
    insurance:
      pack && pack !== 'none'
        ? { enabled: true, base_product: pack, deductible: fields.deductible }
        : { enabled: false },
    assista: fields.assista === true,
    death_insurance: deathProduct
      ? {
          enabled: true,
          base_product: deathProduct,
          poulain: fields.poulain === true,
          invalidite: fields.invalidite === true,
        }
      : { enabled: false, poulain: false, invalidite: false },
  };
}

/**
 * The engine's cover (the horse quick calculator) as the wizard's flat fields: a treatment cover
 * without product is prima (§4), its deductible only when enabled; the death option takes the
 * name of the chosen product (`deathOptionName`, from the tariff or the eligibility answer).
 */
export function wizardCoverOf(
  cover: HorseEngineCover,
  deathOptionName: string | undefined,
): Required<Omit<HorseWizardCover, 'deductible' | 'horse_death_insurance_base_product_id'>> &
  Pick<HorseWizardCover, 'deductible' | 'horse_death_insurance_base_product_id'> {
  const { insurance, death_insurance: death } = cover;
  const pack: HorsePackName = insurance.enabled ? (insurance.base_product ?? 'prima') : 'none';
  const hasDeath = death.enabled && death.base_product !== undefined;
  return {
    insurance_name: pack,
    deductible: insurance.enabled ? insurance.deductible : undefined,
    assista: assistanceOf(pack, cover.assista),
    horse_death_insurance_base_product_id: hasDeath ? death.base_product : undefined,
    option_name: hasDeath ? (deathOptionName ?? 'none') : 'none',
    invalidite: hasDeath && death.invalidite,
    poulain: hasDeath && death.poulain,
    cover_disability: hasDeath && death.invalidite,
  };
}
