import { brand } from '@app/domain/brand';
import type { BusinessLine } from '@app/domain/business-lines';
import { findHorseUsage } from '@app/domain/constants';
import { type IsoDate, toSwissDate } from '@app/domain/dates/calendar';
import { formatChf } from '@app/domain/format/chf';
import type { Locale } from '@app/domain/locale';
import { translate } from '@app/domain/messages/catalogue';
import type { HorseCover, PetCover, QuoteBreakdown, QuoteLine } from '@app/domain/pricing/quote';
import { isOwnChannel } from '@app/domain/subscriptions/channel';
import { invoiceDueDate, offerValidUntil } from '@app/domain/subscriptions/deadlines';
import {
  type HealthCertificateReason,
  healthCertificateReasons,
} from '@app/domain/subscriptions/online-subscription';
import type { DocumentSection, DocumentSpec } from '../pdf/pdf-layout';
import { QR_BILL_HEIGHT } from '../pdf/pdf-layout';
import { documentTexts, fill } from './document-texts';

/** What the documents of an issued policy or offer are made of. */
export interface PolicyDocumentInput {
  locale: Locale;
  kind: 'policy' | 'offer';
  number: string;
  issuedOn: IsoDate;
  paymentMethod: string | null;
  /** The breakdown priced when the policy was issued: the very one the customer saw. */
  breakdown: QuoteBreakdown;
  /** The stored wizard state (spec 000 §3.1). */
  data: Record<string, unknown>;
  /** Catalogue names in the document's language. */
  breedName: string | null;
  genderName: string | null;
  salutationName: string | null;
}

type Texts = (typeof documentTexts)[Locale];

/** The risk carrier's registered name in the document's language. */
const riskCarrierName: Record<Locale, string> = {
  fr: brand.riskCarrier,
  de: brand.riskCarrierDe,
};

/** A stored Swiss number (0791234567, +41791234567) as written: 079 123 45 67. */
function swissPhone(phone: string): string {
  const national = phone.replace(/^(\+41|0041)/, '0');
  const match = /^(0\d{2})(\d{3})(\d{2})(\d{2})$/.exec(national);
  return match ? match.slice(1).join(' ') : phone;
}

const percent = (value: number) => `${value}\u00a0%`;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function policyholderName(data: Record<string, unknown>): string {
  return [data.first_name, data.last_name].filter(Boolean).join(' ');
}

export function recipientOf(input: PolicyDocumentInput): string[] {
  const { data } = input;
  const street = [data.street_name, data.building_number].filter(Boolean).join(' ');
  return [
    [input.salutationName, policyholderName(data)].filter(Boolean).join(' '),
    street,
    `${text(data.zip)} ${text(data.city)}`.trim(),
  ].filter(Boolean);
}

function footerOf(t: Texts): string {
  const address = brand.legalAddress;
  return `${t.footer} ${brand.name} · ${address.street} ${address.buildingNumber}, ${address.zip} ${address.city}`;
}

function intermediaryOf(data: Record<string, unknown>, t: Texts): string | null {
  if (isOwnChannel(data.partner_key as string | undefined)) return null;
  const name = [data.agent_first_name, data.agent_last_name].filter(Boolean).join(' ');
  const number = data.agent_nr ? `${t.intermediaryNumber} ${text(data.agent_nr)}` : '';
  const company = text(data.agent_company);
  return [name, company, number].filter(Boolean).join(', ') || text(data.partner_key);
}

/** The usage of a horse in the document's language: "Dressur (Sport)". */
function usageOf(cover: HorseCover, locale: Locale, t: Texts): string {
  const group = t[`usage_${cover.usage}`];
  const detail = cover.usage_detail ? findHorseUsage(cover.usage_detail) : undefined;
  return detail ? `${detail.label[locale]} (${group})` : group;
}

/**
 * The cover, line by line from the priced breakdown: each premium line is described (what it
 * pays, up to what), then what was not chosen is said as such, so that nothing is implied.
 */
function coverRows(breakdown: QuoteBreakdown, locale: Locale, t: Texts): [string, string][] {
  const label = (line: QuoteLine['key']) => translate(locale, `pricing.line.${line}`);
  const premiumKeys = new Set(breakdown.lines.map((line) => line.key));
  const cover = breakdown.cover;
  if (cover.kind === 'pet') return petCoverRows(cover, breakdown, premiumKeys, label, t);
  const rows: [string, string][] = [];
  const product = (name: string) => t[`product_${name}` as keyof Texts] as string;
  if (cover.treatment) {
    const reimbursement = fill(t.reimbursement, {
      percent: percent(cover.treatment.coverage_percent),
    });
    rows.push([
      label('treatment'),
      fill(t.treatmentProduct, { product: product(cover.treatment.product), reimbursement }),
    ]);
    rows.push([t.deductible, formatChf(cover.treatment.deductible)]);
    rows.push([t.annualCap, formatChf(cover.treatment.annual_cap)]);
  } else {
    rows.push([label('treatment'), t.noTreatment]);
  }
  if (cover.assistance) {
    rows.push([
      label('assistance'),
      cover.assistance.included && cover.treatment
        ? fill(t.assistanceIncluded, { product: product(cover.treatment.product) })
        : t.assistanceChosen,
    ]);
  } else {
    rows.push([label('assistance'), t.noAssistance]);
  }
  if (cover.death) {
    rows.push([
      label('death'),
      fill(t.deathProduct, {
        product: cover.death.name,
        percent: percent(cover.death.indemnity_percent),
      }),
    ]);
    rows.push([t.insuredValue, formatChf(cover.death.insured_value)]);
  } else {
    rows.push([label('death'), t.noDeath]);
  }
  rows.push([
    label('invalidite'),
    cover.invalidite
      ? fill(t.invaliditeCover, {
          percent: percent(cover.invalidite.share_percent),
          amount: formatChf(cover.invalidite.insured_sum),
        })
      : t.noInvalidite,
  ]);
  rows.push([
    label('poulain'),
    cover.poulain
      ? fill(t.poulainCover, {
          percent: percent(cover.poulain.share_percent),
          max: formatChf(cover.poulain.max_sum),
          amount: formatChf(cover.poulain.insured_sum),
        })
      : t.noPoulain,
  ]);
  return rows;
}

function petCoverRows(
  cover: PetCover,
  breakdown: QuoteBreakdown,
  premiumKeys: Set<string>,
  label: (key: QuoteLine['key']) => string,
  t: Texts,
): [string, string][] {
  const reimbursement = fill(t.reimbursement, { percent: percent(cover.reimbursement_percent) });
  const rows: [string, string][] = [];
  if (premiumKeys.has('base')) rows.push([label('base'), fill(t.petBase, { reimbursement })]);
  rows.push([
    label('diseases'),
    cover.diseases
      ? fill(t.petDiseases, { reimbursement, cap: formatChf(cover.complementary_medicine_cap) })
      : t.noDiseases,
  ]);
  rows.push([
    label('prevention'),
    cover.prevention
      ? fill(t.petPrevention, { cap: formatChf(cover.prevention_cap) })
      : t.noPrevention,
  ]);
  rows.push([t.deductible, formatChf(cover.deductible)]);
  if (breakdown.annual_cap) rows.push([t.annualCap, formatChf(breakdown.annual_cap)]);
  return rows;
}

function premiumTable(breakdown: QuoteBreakdown, locale: Locale, t: Texts): DocumentSection {
  const isHalfYear = breakdown.instalments_per_year > 1;
  const cells = (first: string, annual: number, period: number) =>
    isHalfYear ? [first, formatChf(annual), formatChf(period)] : [first, formatChf(annual)];
  return {
    kind: 'table',
    heading: t.premium,
    columns: isHalfYear ? ['', t.perYear, t.perPeriod] : ['', t.perYear],
    rows: breakdown.lines.map((line) =>
      cells(translate(locale, line.label_key), line.annual, line.period),
    ),
    totalRow: cells(t.total, breakdown.totals.annual.total, breakdown.totals.period.total),
  };
}

/** The first invoice's lines (pro rata, first instalment, fee) as the invoice lists them. */
export function firstInvoiceRows(breakdown: QuoteBreakdown, locale: Locale): string[][] {
  const t = documentTexts[locale];
  return breakdown.first_invoice.lines.map((line) => {
    const label = translate(locale, line.label_key);
    const described =
      line.from && line.to
        ? fill(t.periodFromTo, { label, from: toSwissDate(line.from), to: toSwissDate(line.to) })
        : label;
    return [described, formatChf(line.amount)];
  });
}

function firstInvoiceTable(breakdown: QuoteBreakdown, locale: Locale, t: Texts): DocumentSection {
  return {
    kind: 'table',
    heading: t.firstInvoice,
    columns: ['', t.amountDue],
    rows: firstInvoiceRows(breakdown, locale),
    totalRow: [t.firstInvoiceTotal, formatChf(breakdown.first_invoice.total)],
  };
}

function scheduleTable(breakdown: QuoteBreakdown, t: Texts): DocumentSection | null {
  const { instalments, instalment_periods: periods } = breakdown.totals;
  if (instalments.length < 2) return null;
  return {
    kind: 'table',
    heading: t.schedule,
    columns: ['', t.amountDue],
    rows: instalments.map((amount, index) => {
      const period = periods[index];
      return [
        period
          ? fill(t.instalment, { from: toSwissDate(period.from), to: toSwissDate(period.to) })
          : '',
        formatChf(amount),
      ];
    }),
    totalRow: [t.total, formatChf(breakdown.totals.annual.total)],
  };
}

export function certificateReasonsOf(input: PolicyDocumentInput): HealthCertificateReason[] {
  return healthCertificateReasons({
    businessLine: input.breakdown.business_line,
    ageYears: input.breakdown.age_years,
    hasBeenTreatedLately: input.data.has_been_treated_lately === true,
  });
}

/** The certificate or the offer: what was priced, line by line, and what happens next. */
export function policyDocumentSpec(input: PolicyDocumentInput): DocumentSpec {
  const { locale, breakdown, data } = input;
  const t = documentTexts[locale];
  const isOffer = input.kind === 'offer';
  const businessLine = breakdown.business_line as BusinessLine;
  const intermediary = intermediaryOf(data, t);
  const validUntil = toSwissDate(offerValidUntil(input.issuedOn));
  const paymentMethod = `${input.paymentMethod === 'online' ? t.online : t.invoice}, ${breakdown.payment_mode === 'halfyear' ? t.halfyear : t.yearly}`;

  const meta: [string, string][] = [
    [isOffer ? t.offerNumber : t.policyNumber, input.number],
    [isOffer ? t.offerIssuedOn : t.issuedOn, toSwissDate(input.issuedOn)],
    ...(isOffer ? ([[t.validUntil, validUntil]] as [string, string][]) : []),
    [isOffer ? t.wishedStartDate : t.startDate, toSwissDate(breakdown.policy_start_date)],
    [t.paymentMethod, paymentMethod],
    ...(intermediary ? ([[t.intermediary, intermediary]] as [string, string][]) : []),
  ];

  const animalRows: [string, string][] = [
    [t.name, text(data.animal_name)],
    [t.species, t[`species_${businessLine}`]],
    [t.breed, input.breedName ?? '-'],
    [t.birth, toSwissDate(text(data.animal_date_of_birth))],
  ];
  if (input.genderName) animalRows.push([t.sex, input.genderName]);
  if (data.animal_identification)
    animalRows.push([t.identification, text(data.animal_identification)]);
  if (breakdown.cover.kind === 'horse') {
    animalRows.push([t.usage, usageOf(breakdown.cover, locale, t)]);
    animalRows.push([t.horseValue, formatChf(breakdown.cover.animal_value)]);
  }

  const holderRows: [string, string][] = [
    [t.holderName, [input.salutationName, policyholderName(data)].filter(Boolean).join(' ')],
    [t.holderAddress, recipientOf(input).slice(1).join(', ')],
    ...(data.owner_date_of_birth
      ? ([[t.holderBirth, toSwissDate(text(data.owner_date_of_birth))]] as [string, string][])
      : []),
    ...(data.email ? ([[t.holderEmail, text(data.email)]] as [string, string][]) : []),
    ...(data.phone ? ([[t.holderPhone, swissPhone(text(data.phone))]] as [string, string][]) : []),
  ];

  const sections: DocumentSection[] = [];
  if (isOffer) {
    const reasons = certificateReasonsOf(input).map((reason) =>
      fill(reason === 'age' ? t.certificateAge : t.certificateTreatment, {
        animal: text(data.animal_name),
        age: breakdown.age_years,
      }),
    );
    sections.push({
      kind: 'text',
      paragraphs: [
        fill(t.offerIntro, { validUntil }),
        ...(reasons.length > 0
          ? [fill(t.offerCertificate, { reasons: reasons.join(locale === 'fr' ? ' ; ' : '; ') })]
          : []),
      ],
    });
  }
  sections.push({ kind: 'pairs', heading: t.policyholder, rows: holderRows });
  sections.push({ kind: 'pairs', heading: t.animal, rows: animalRows });
  sections.push({ kind: 'pairs', heading: t.cover, rows: coverRows(breakdown, locale, t) });
  sections.push(premiumTable(breakdown, locale, t));
  sections.push(firstInvoiceTable(breakdown, locale, t));
  const schedule = scheduleTable(breakdown, t);
  if (schedule) sections.push(schedule);
  if (isOffer) {
    sections.push({ kind: 'text', paragraphs: [t.offerAcceptance] });
    sections.push({
      kind: 'signature',
      heading: t.signatureHeading,
      fields: [t.signaturePlace, t.signatureHolder],
    });
  } else if (input.paymentMethod === 'online') {
    sections.push({ kind: 'text', paragraphs: [t.paidOnline] });
  } else {
    sections.push({
      kind: 'text',
      paragraphs: [
        fill(t.invoiceEnclosed, {
          due: toSwissDate(invoiceDueDate(input.issuedOn, breakdown.policy_start_date)),
        }),
      ],
    });
  }

  return {
    locale,
    title: isOffer ? t.offerTitle : t.policyTitle,
    subtitle: riskCarrierName[locale],
    recipient: recipientOf(input),
    meta,
    sections,
    footer: footerOf(t),
  };
}

/** The first premium invoice: its lines add up to the total the QR-bill asks for. */
export function invoiceDocumentSpec(input: PolicyDocumentInput): DocumentSpec {
  const { locale, breakdown } = input;
  const t = documentTexts[locale];
  const isHalfYear = breakdown.instalments_per_year > 1;
  return {
    locale,
    title: t.invoiceTitle,
    subtitle: riskCarrierName[locale],
    recipient: recipientOf(input),
    meta: [
      [t.policyNumber, input.number],
      [t.invoiceDate, toSwissDate(input.issuedOn)],
      [t.dueDate, toSwissDate(invoiceDueDate(input.issuedOn, breakdown.policy_start_date))],
    ],
    sections: [
      firstInvoiceTable(breakdown, locale, t),
      {
        kind: 'table',
        heading: fill(t.invoiceDetail, {
          period: isHalfYear ? t.invoiceDetailHalf : t.invoiceDetailYear,
        }),
        columns: ['', t.amountDue],
        rows: breakdown.lines.map((line) => [
          translate(locale, line.label_key),
          formatChf(line.period),
        ]),
        totalRow: [t.total, formatChf(breakdown.totals.period.total)],
      },
      { kind: 'text', paragraphs: [t.invoicePayment] },
    ],
    footer: footerOf(t),
    bottomReserve: QR_BILL_HEIGHT,
  };
}
