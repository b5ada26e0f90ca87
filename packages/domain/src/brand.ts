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
  /** Help-form inboxes (decisions.md "Inbox routing"): complaints, partners, media. */
  managementEmail: 'direction@alpaws.example',
  partnerEmail: 'partenaires@alpaws.example',
  mediaEmail: 'medias@alpaws.example',
  /** Public forms of spec 002: contests, draws and challenges; job applications. */
  marketingEmail: 'marketing@alpaws.example',
  hrEmail: 'rh@alpaws.example',
  phone: '+41 21 000 00 00',
  /**
   * spec 001 §2.2 "Appointment scheduling links differ by locale": the booking pages of the
   * phone advice, one per language (decisions.md "Help centre links").
   */
  appointmentUrl: {
    fr: 'https://rendez-vous.alpaws.example/fr/conseil-telephonique',
    de: 'https://rendez-vous.alpaws.example/de/telefonberatung',
  },
  /**
   * spec 001 §2.2 "A 'Contactez-nous' block lists a French or German agent contact by locale":
   * the advisers of each language region (the help centre's agent information).
   */
  agentContacts: {
    fr: { email: 'conseil@alpaws.example', phone: '+41 21 000 00 10' },
    de: { email: 'beratung@alpaws.example', phone: '+41 44 000 00 10' },
  },
  tradeFair: 'Equus Helveticus, Berne',
  /** The same for German pages (spec 000 §1 banner in fr and de): Bern, not Berne. */
  tradeFairDe: 'Equus Helveticus, Bern',
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
  /** The same registered company in German (documents in German name it so). */
  riskCarrierDe: 'Alpaws Versicherungen AG, Lausanne',
} as const;

export type Brand = typeof brand;
