import type {
  HelpCentreFormName,
  HelpLinkRole,
  HelpMethod,
  HelpTileKey,
} from '@app/domain/help/help-centre';
import type { HelpPage } from '@app/domain/help/pages';

/**
 * The message ids of the help centre's data words (pages, tiles, subjects, ways to go on), spelt
 * out so that every id of the catalogues is found in the source.
 */

export const tileText: Record<HelpTileKey, { title: string; text: string }> = {
  advice: { title: 'help.tile.advice.title', text: 'help.tile.advice.text' },
  offers: { title: 'help.tile.offers.title', text: 'help.tile.offers.text' },
  contract: { title: 'help.tile.contract.title', text: 'help.tile.contract.text' },
  claims: { title: 'help.tile.claims.title', text: 'help.tile.claims.text' },
  other: { title: 'help.tile.other.title', text: 'help.tile.other.text' },
  faq: { title: 'help.tile.faq.title', text: 'help.tile.faq.text' },
};

export const pageText: Record<HelpPage, { title: string; question: string; intro: string }> = {
  'conseils-produits': {
    title: 'help.page.conseils-produits.title',
    question: 'help.page.conseils-produits.question',
    intro: 'help.page.conseils-produits.intro',
  },
  offres: {
    title: 'help.page.offres.title',
    question: 'help.page.offres.question',
    intro: 'help.page.offres.intro',
  },
  'mon-contrat': {
    title: 'help.page.mon-contrat.title',
    question: 'help.page.mon-contrat.question',
    intro: 'help.page.mon-contrat.intro',
  },
  sinistres: {
    title: 'help.page.sinistres.title',
    question: 'help.page.sinistres.question',
    intro: 'help.page.sinistres.intro',
  },
  reclamation: {
    title: 'help.page.reclamation.title',
    question: 'help.page.reclamation.question',
    intro: 'help.page.reclamation.intro',
  },
  contact: {
    title: 'help.page.contact.title',
    question: 'help.page.contact.question',
    intro: 'help.page.contact.intro',
  },
};

/** Each subject's title, and the explanation shown above its ways to go on when it has one. */
export const subjectText: Record<HelpPage, Record<string, { title: string; text?: string }>> = {
  'conseils-produits': {
    dog: { title: 'help.conseils-produits.dog.title' },
    cat: { title: 'help.conseils-produits.cat.title' },
    horse: { title: 'help.conseils-produits.horse.title' },
    farm: { title: 'help.conseils-produits.farm.title' },
    other: { title: 'help.conseils-produits.other.title' },
  },
  offres: {
    new: { title: 'help.offres.new.title' },
    return: { title: 'help.offres.return.title', text: 'help.offres.return.text' },
  },
  'mon-contrat': {
    address: { title: 'help.mon-contrat.address.title', text: 'help.mon-contrat.address.text' },
    email: { title: 'help.mon-contrat.email.title' },
    iban: { title: 'help.mon-contrat.iban.title', text: 'help.mon-contrat.iban.text' },
    'owner-pet': {
      title: 'help.mon-contrat.owner-pet.title',
      text: 'help.mon-contrat.owner-pet.text',
    },
    'owner-horse': {
      title: 'help.mon-contrat.owner-horse.title',
      text: 'help.mon-contrat.owner-horse.text',
    },
    document: { title: 'help.mon-contrat.document.title' },
    billing: { title: 'help.mon-contrat.billing.title' },
    'cancel-horse': {
      title: 'help.mon-contrat.cancel-horse.title',
      text: 'help.mon-contrat.cancel-horse.text',
    },
    'cancel-pet': {
      title: 'help.mon-contrat.cancel-pet.title',
      text: 'help.mon-contrat.cancel-pet.text',
    },
    'product-horse': {
      title: 'help.mon-contrat.product-horse.title',
      text: 'help.mon-contrat.product-horse.text',
    },
    'product-pet': { title: 'help.mon-contrat.product-pet.title' },
    modify: { title: 'help.mon-contrat.modify.title' },
    premium: { title: 'help.mon-contrat.premium.title', text: 'help.mon-contrat.premium.text' },
    adaptations: { title: 'help.mon-contrat.adaptations.title' },
    'new-products': {
      title: 'help.mon-contrat.new-products.title',
      text: 'help.mon-contrat.new-products.text',
    },
    certificate: {
      title: 'help.mon-contrat.certificate.title',
      text: 'help.mon-contrat.certificate.text',
    },
    correspondence: {
      title: 'help.mon-contrat.correspondence.title',
      text: 'help.mon-contrat.correspondence.text',
    },
  },
  sinistres: {
    'new-claim': { title: 'help.sinistres.new-claim.title' },
    statement: { title: 'help.sinistres.statement.title' },
    revaluation: {
      title: 'help.sinistres.revaluation.title',
      text: 'help.sinistres.revaluation.text',
    },
    slaughter: { title: 'help.sinistres.slaughter.title', text: 'help.sinistres.slaughter.text' },
    'cost-coverage': {
      title: 'help.sinistres.cost-coverage.title',
      text: 'help.sinistres.cost-coverage.text',
    },
  },
  reclamation: {
    complaint: {
      title: 'help.reclamation.complaint.title',
      text: 'help.reclamation.complaint.text',
    },
  },
  contact: {
    media: { title: 'help.contact.media.title' },
    sponsoring: { title: 'help.contact.sponsoring.title' },
    amelioration: { title: 'help.contact.amelioration.title' },
    partner: { title: 'help.contact.partner.title', text: 'help.contact.partner.text' },
  },
};

export const linkText: Record<HelpLinkRole, string> = {
  offer: 'help.link.offer',
  appointment: 'help.link.appointment',
  'external-form': 'help.link.external-form',
  'customer-area': 'help.link.customer-area',
  page: 'help.link.page',
};

export const methodText: Record<HelpMethod, string> = {
  form: 'help.method.form',
  'agent-info': 'help.method.agent-info',
};

/** Step 4's title of a form that has its own (spec 002 §2: the animal form is 'Contactez-nous'). */
export const formTitleText: Partial<Record<HelpCentreFormName, string>> = {
  'animal-form': 'help.step4.contactUs',
};

export const animalTypeText: Record<string, string> = {
  Chiens: 'help.animalType.dogs',
  Chats: 'help.animalType.cats',
  Chevaux: 'help.animalType.horses',
  'Animaux de ferme': 'help.animalType.farm',
  Bovins: 'help.animalType.cattle',
  Moutons: 'help.animalType.sheep',
  Chèvres: 'help.animalType.goats',
  'Reines du valais': 'help.animalType.eringer',
  Autres: 'help.animalType.other',
};

export const paymentModeText: Record<string, string> = {
  Annuel: 'help.paymentMode.annual',
  Semestriel: 'help.paymentMode.halfYearly',
  Trimestriel: 'help.paymentMode.quarterly',
};

/** The choices of the partner, premium and new-products forms, in the domain's order. */
export const choiceText = {
  partner: [
    'help.choice.partner.agreement',
    'help.choice.partner.commission',
    'help.choice.partner.contract',
    'help.choice.partner.policy',
    'help.choice.partner.claim',
    'help.choice.partner.offer',
  ],
  premium: ['help.choice.premium.accept', 'help.choice.premium.terminate'],
  newProducts: [
    'help.choice.newProducts.accept',
    'help.choice.newProducts.modify',
    'help.choice.newProducts.advice',
    'help.choice.newProducts.cancel',
  ],
} as const;

export const choiceLegend = {
  premium: 'help.legend.premiumChoice',
  newProducts: 'help.legend.newProductsChoice',
} as const;

export const policyTypeText: Record<string, string> = {
  'cn-ct': 'help.policyType.pets',
  cv: 'help.policyType.horses',
};
