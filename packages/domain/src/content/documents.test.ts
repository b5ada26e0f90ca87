import { describe, expect, it } from 'vitest';
import { contentDocuments, documentHref, matchDocumentPath } from './documents';

describe('document addresses', () => {
  it('gives every document a distinct PDF address per language, French without prefix', () => {
    const paths = contentDocuments.flatMap((document) =>
      (['fr', 'de'] as const).map((locale) => documentHref(document, locale)),
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const document of contentDocuments) {
      expect(documentHref(document, 'fr')).toMatch(/^\/documents\/[a-z0-9-]+\.pdf$/);
      expect(documentHref(document, 'de')).toMatch(/^\/de\/dokumente\/[a-z0-9-]+\.pdf$/);
    }
  });

  it('finds the document of a path', () => {
    expect(matchDocumentPath('/de/dokumente/tierarztbericht-pferd.pdf')).toEqual({
      document: 'vet-report-horse',
      locale: 'de',
    });
    expect(matchDocumentPath('/documents/conditions-generales.pdf')).toEqual({
      document: 'general-conditions',
      locale: 'fr',
    });
    expect(matchDocumentPath('/documents/autre.pdf')).toBeNull();
  });
});
