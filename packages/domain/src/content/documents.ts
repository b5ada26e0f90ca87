import type { Locale } from '../locale';

/**
 * The PDF documents the site publishes, at stable addresses per language (docs/decisions.md
 * "Content pages"). The server builds each once from the texts in content/ and serves it here;
 * pages link to it with documentHref().
 */
export const contentDocuments = [
  'general-conditions',
  'customer-information',
  'vet-report-pet',
  'vet-report-horse',
] as const;
export type ContentDocument = (typeof contentDocuments)[number];

/** The legal texts that are also pages (the route of each has the same name). */
export const legalDocuments = ['general-conditions', 'customer-information'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

export function isLegalDocument(value: string): value is LegalDocument {
  return (legalDocuments as readonly string[]).includes(value);
}

const folder: Record<Locale, string> = { fr: '/documents', de: '/de/dokumente' };

const fileNames: Record<ContentDocument, Record<Locale, string>> = {
  'general-conditions': {
    fr: 'conditions-generales.pdf',
    de: 'allgemeine-versicherungsbedingungen.pdf',
  },
  'customer-information': {
    fr: 'information-art-3-lca.pdf',
    de: 'kundeninformation-art-3-vvg.pdf',
  },
  // spec 001 §2.2: the cost-coverage form links to veterinary report PDFs by language
  'vet-report-pet': {
    fr: 'rapport-veterinaire-chien-chat.pdf',
    de: 'tierarztbericht-hund-katze.pdf',
  },
  'vet-report-horse': {
    fr: 'rapport-veterinaire-cheval.pdf',
    de: 'tierarztbericht-pferd.pdf',
  },
};

export function documentHref(document: ContentDocument, locale: Locale): string {
  return `${folder[locale]}/${fileNames[document][locale]}`;
}

/** The document and language of a path, or null. */
export function matchDocumentPath(
  pathname: string,
): { document: ContentDocument; locale: Locale } | null {
  for (const document of contentDocuments) {
    for (const locale of ['fr', 'de'] as const) {
      if (documentHref(document, locale) === pathname) return { document, locale };
    }
  }
  return null;
}
