import type { Locale } from '../locale';
import type { MessageKey } from './fr';

export type { MessageKey } from './fr';
export type MessageParams = Record<string, string | number | undefined>;

/**
 * The server-side messages of each language, registered by whoever loaded them: the server both at
 * start (catalogue.ts), a web page its own language only (lib/server-messages.ts). A language's
 * table is 30 KB: no page downloads the other language's.
 */
const tables: Partial<Record<Locale, Readonly<Record<string, string>>>> = {};

export function registerMessages(locale: Locale, table: Readonly<Record<string, string>>): void {
  tables[locale] = table;
}

export function hasMessages(locale: Locale): boolean {
  return tables[locale] !== undefined;
}

function tableOf(locale: Locale): Readonly<Record<string, string>> {
  const table = tables[locale];
  // a missing table is a loading mistake: showing keys to a visitor would hide it
  if (!table) throw new Error(`The server messages of "${locale}" are not loaded.`);
  return table;
}

/** Whether a text is a message key (both languages have the same keys; any loaded one answers). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(tableOf(tables.fr ? 'fr' : 'de'), value);
}

/** Resolves a message key in a locale, filling {param} placeholders. Unknown keys are returned as is. */
export function translate(locale: Locale, key: string, params: MessageParams = {}): string {
  const template = tableOf(locale)[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
