/**
 * Contract terms that the general conditions and the FAQ promise (content/legal, content/faq)
 * and that the specification leaves open. The texts print these figures through placeholders,
 * so a change here changes every text. Choices and reasons: docs/decisions.md, "What the
 * conditions promise".
 */
export const contractTerms = {
  /** Illness: no cover for an illness whose first signs appear in the first days of cover. */
  diseaseWaitingDays: 30,
  /** Accidents are covered from the start date, without waiting period. */
  accidentWaitingDays: 0,
  /** art. 2a VVG/LCA: the policyholder may revoke the proposal or acceptance within 14 days. */
  withdrawalDays: 14,
  /** art. 42 VVG: after a paid claim the policyholder may cancel within 14 days of learning of the payment. */
  claimCancellationDays: 14,
  /** The contract runs for a year and renews itself unless cancelled this long before its end. */
  cancellationNoticeMonths: 3,
  /** A new premium or new conditions are announced at least this long before the renewal. */
  premiumChangeNoticeDays: 30,
  /** Payment of a claim once the file is complete (art. 41 VVG allows four weeks). */
  claimPaymentWorkingDays: 10,
  /** art. 20 VVG: the reminder after a missed premium gives 14 days before cover is suspended. */
  reminderDays: 14,
  /** art. 54 VVG: the new owner of the animal may refuse the transfer of the contract within 30 days. */
  ownerChangeRefusalDays: 30,
  /** Temporary stays abroad are covered for this many months per contract year. */
  abroadMonths: 12,
  /** art. 46 VVG: claims under the contract become time-barred after five years. */
  limitationYears: 5,
  /** Dog and cat assistance: limits per event in CHF. */
  petAssistance: { transport: 500, search: 300, boarding: 1000 },
  /** Horse assistance: limits per event in CHF. */
  horseAssistance: { transport: 2000, rescue: 2000 },
  /** Horse death and invalidity cover is renewed up to the end of the contract year of this age. */
  horseDeathCoverEndAge: 20,
  /** Foal cover: death of the foal from birth until this age in months. */
  foalCoverMonths: 6,
} as const;
