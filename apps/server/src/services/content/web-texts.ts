import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@app/domain/locale';

/**
 * The web client's catalogues (apps/web/src/i18n), read by the server for the few interface
 * words of the pages it renders (headings, tabs, links), so both renderings say the same.
 * Only plain {name} placeholders are filled here.
 */
export type WebTexts = (id: string, values?: Record<string, string | number>) => string;

export function loadWebTexts(i18nDir: string, locale: Locale): WebTexts {
  const catalogue = JSON.parse(
    readFileSync(path.join(i18nDir, `${locale}.json`), 'utf8'),
  ) as Record<string, string>;
  return (id, values = {}) => {
    const template = catalogue[id];
    if (template === undefined) throw new Error(`The ${locale} catalogue has no ${id}`);
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
  };
}
