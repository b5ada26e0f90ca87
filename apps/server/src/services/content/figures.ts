import { brand } from '@app/domain/brand';
import {
  entryAgeMonths,
  healthCertificateAge,
  horseAgeLimits,
  horseProductDeductibles,
  horseValueCap,
  maxAnimalAge,
  onlineSubscriptionMaxAge,
  petCoverLimits,
  petDeductibles,
  treatmentLookBackMonths,
} from '@app/domain/constants';
import { contractTerms } from '@app/domain/contract-terms';
import { formatChf } from '@app/domain/format/chf';
import type { Locale } from '@app/domain/locale';
import type { Tariff } from '@app/domain/pricing/tariff';

/**
 * The figures a text may print as {{name}}: taken from the tariff, the domain constants, the
 * contract terms and the brand, formatted for the locale. A text never writes such a figure
 * by hand, so the FAQ and the conditions say what the pricing engine does.
 */
export type Figures = Readonly<Record<string, string>>;

const intlLocale: Record<Locale, string> = { fr: 'fr-CH', de: 'de-CH' };

function orList(locale: Locale, items: string[]): string {
  return new Intl.ListFormat(intlLocale[locale], { type: 'disjunction' }).format(items);
}

function andList(locale: Locale, items: string[]): string {
  return new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' }).format(items);
}

function ageBands(locale: Locale, bands: readonly { min_age: number; max_age: number }[]): string {
  const parts = bands.map((band, index) => {
    if (index === bands.length - 1) {
      return locale === 'fr' ? `dès ${band.min_age} ans` : `ab ${band.min_age} Jahren`;
    }
    return locale === 'fr'
      ? `${band.min_age} à ${band.max_age} ans`
      : `${band.min_age} bis ${band.max_age} Jahre`;
  });
  return andList(locale, parts);
}

export function contentFigures(tariff: Tariff, locale: Locale): Figures {
  const chfList = (amounts: readonly number[]) => orList(locale, amounts.map(formatChf));
  const product = (name: string) => {
    const found = tariff.horse.treatment.products.find((entry) => entry.name === name);
    if (!found) throw new Error(`The tariff has no horse product ${name}`);
    return found;
  };
  const death = tariff.horse.death.products;
  const deathProduct = (index: number) => {
    const found = death[index];
    if (!found) throw new Error(`The tariff has no death product number ${index + 1}`);
    return found;
  };
  const vivaA = deathProduct(0);
  const vivaB = deathProduct(1);
  const maxAge = (entry: typeof vivaA) => Math.max(...entry.percentages.map((row) => row.max_age));
  const deathMinValue = Math.min(
    ...death.flatMap((entry) => entry.percentages.map((r) => r.min_value)),
  );
  const { dog, cat } = tariff.pets;

  return {
    brandName: brand.name,
    riskCarrier: brand.riskCarrier,
    contactEmail: brand.contactEmail,
    claimsEmail: brand.claimsEmail,
    agentEmail: brand.agentEmail,
    phone: brand.phone,
    tradeFair: brand.tradeFair,
    legalAddress: `${brand.legalAddress.street} ${brand.legalAddress.buildingNumber}, ${brand.legalAddress.zip} ${brand.legalAddress.city}`,

    stampDutyPercent: String(tariff.fees.stamp_duty_percent),
    halfyearFee: formatChf(tariff.fees.halfyear_fee + tariff.fees.halfyear_rounding_addition),
    amendmentFee: formatChf(tariff.fees.amendment_fee),

    petDeductibles: chfList(petDeductibles),
    petReimbursementPercent: String(petCoverLimits.reimbursementPercent),
    complementaryMedicineCap: formatChf(petCoverLimits.complementaryMedicineCap),
    preventionCap: formatChf(petCoverLimits.preventionCap),
    dogCapAccident: formatChf(dog.annual_cap.accident),
    dogCapDiseases: formatChf(dog.annual_cap.diseases),
    catCapAccident: formatChf(cat.annual_cap.accident),
    catCapDiseases: formatChf(cat.annual_cap.diseases),
    dogAgeBands: ageBands(locale, dog.age_bands),
    catAgeBands: ageBands(locale, cat.age_bands),
    entryAgeMonths: String(entryAgeMonths),
    onlineMaxAge: String(onlineSubscriptionMaxAge),
    treatmentLookBackMonths: String(treatmentLookBackMonths),
    petHealthCertificateAge: String(healthCertificateAge.dog),
    dogMaxAge: String(maxAnimalAge.dog),
    catMaxAge: String(maxAnimalAge.cat),

    primaCoverage: String(product('prima').coverage_percent),
    optimaCoverage: String(product('optima').coverage_percent),
    ultimaCoverage: String(product('ultima').coverage_percent),
    primaCap: formatChf(product('prima').annual_cap),
    optimaCap: formatChf(product('optima').annual_cap),
    ultimaCap: formatChf(product('ultima').annual_cap),
    primaDeductibles: chfList(horseProductDeductibles.prima),
    optimaDeductibles: chfList(horseProductDeductibles.optima),
    ultimaDeductibles: chfList(horseProductDeductibles.ultima),
    horseAssistanceAlone: formatChf(tariff.horse.assistance.alone),
    horseAssistanceCombined: formatChf(tariff.horse.assistance.combined),
    horseCoverMaxAge: String(horseAgeLimits.coverFromAge - 1),
    optimaUltimaMaxAge: String(horseAgeLimits.optimaUltimaFromAge - 1),
    invalidityMaxAge: String(horseAgeLimits.invalidityMaxAge),
    horseHealthCertificateAge: String(healthCertificateAge.horse),
    horseValueCap: formatChf(horseValueCap),
    deathMinValue: formatChf(deathMinValue),
    vivaAName: vivaA.name,
    vivaBName: vivaB.name,
    vivaAIndemnity: String(vivaA.indemnite_deces),
    vivaBIndemnity: String(vivaB.indemnite_deces),
    vivaAMaxAge: String(maxAge(vivaA)),
    vivaBMaxAge: String(maxAge(vivaB)),
    vivaBMinValue: formatChf(vivaB.min_insured_value?.value ?? 0),
    invalidityShare: String(tariff.horse.death.invalidity_share_percent),
    foalShare: String(tariff.horse.death.foal_share_percent),
    foalMax: formatChf(tariff.horse.death.foal_max_value),

    diseaseWaitingDays: String(contractTerms.diseaseWaitingDays),
    withdrawalDays: String(contractTerms.withdrawalDays),
    claimCancellationDays: String(contractTerms.claimCancellationDays),
    cancellationNoticeMonths: String(contractTerms.cancellationNoticeMonths),
    premiumChangeNoticeDays: String(contractTerms.premiumChangeNoticeDays),
    claimPaymentWorkingDays: String(contractTerms.claimPaymentWorkingDays),
    reminderDays: String(contractTerms.reminderDays),
    ownerChangeRefusalDays: String(contractTerms.ownerChangeRefusalDays),
    abroadMonths: String(contractTerms.abroadMonths),
    limitationYears: String(contractTerms.limitationYears),
    petAssistanceTransport: formatChf(contractTerms.petAssistance.transport),
    petAssistanceSearch: formatChf(contractTerms.petAssistance.search),
    petAssistanceBoarding: formatChf(contractTerms.petAssistance.boarding),
    horseAssistanceTransport: formatChf(contractTerms.horseAssistance.transport),
    horseAssistanceRescue: formatChf(contractTerms.horseAssistance.rescue),
    horseDeathCoverEndAge: String(contractTerms.horseDeathCoverEndAge),
    foalCoverMonths: String(contractTerms.foalCoverMonths),
  };
}

/** Replaces every {{name}} by its figure; an unknown name is an error of the text. */
export function fillFigures(
  text: string,
  figures: Figures,
  onUnknown: (name: string) => never,
): string {
  return text.replace(/\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g, (_whole, name: string) => {
    const value = figures[name];
    return value === undefined ? onUnknown(name) : value;
  });
}
