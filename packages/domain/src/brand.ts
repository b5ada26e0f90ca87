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
} as const;

export type Brand = typeof brand;
