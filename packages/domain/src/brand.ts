/**
 * The one place where the site's own brand is configured (DEVELOPERS.md: "a brand name of our
 * own, set in one configuration place"). The server may override the e-mail addresses and the
 * public host through its environment; the name itself is a product decision and lives here.
 */
export const brand = {
  name: 'Alpaws',
  /** The product's own channel key: partner keys equal to it count as the own channel (spec 000 §1). */
  ownPartnerKey: 'alpaws',
  /** The partner insurer's key and labels stay as the spec gives them. */
  partnerInsurerKey: 'generali',
  defaultHost: 'localhost:3000',
  contactEmail: 'contact@alpaws.example',
  agentEmail: 'agents@alpaws.example',
  claimsEmail: 'sinistres@alpaws.example',
  insurerInboxEmail: 'souscriptions@alpaws.example',
  phone: '+41 21 000 00 00',
  tradeFair: 'Equus Helveticus, Berne',
  /** The creditor on invoices (Swiss QR-bill): address and QR-IBAN of the collection account. */
  legalAddress: {
    street: 'Avenue de la Gare',
    buildingNumber: '12',
    zip: '1003',
    city: 'Lausanne',
    country: 'CH',
  },
  qrIban: 'CH4431999123000889012',
  /** Risk carrier named in the disclaimers (spec 000 §2.4 "Plan card"). */
  riskCarrier: 'Alpaws Assurances SA, Lausanne',
} as const;

export type Brand = typeof brand;
