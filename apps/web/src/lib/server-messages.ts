import type { Locale } from '@app/domain/locale';
import { hasMessages, registerMessages } from '@app/domain/messages/translate';
import { suspenseLoad } from './suspense-load';

// One chunk per language (30 KB, 8 KB gzip): a page downloads its own language only.
const loaders: Record<Locale, () => Promise<Readonly<Record<string, string>>>> = {
  fr: () => import('@app/domain/messages/fr').then((module) => module.fr),
  de: () => import('@app/domain/messages/de').then((module) => module.de),
};

const tables = suspenseLoad((locale: Locale) =>
  loaders[locale]().then((table) => registerMessages(locale, table)),
);

/**
 * Loads and registers the domain's messages of a language (the schemas' rules, the priced lines'
 * labels, the forms' texts), which `translate` and the form errors read. Loaded with a feature's
 * catalogue (feature-messages.tsx), beside the page's chunk, never by the home page.
 */
export const loadServerMessages = tables.preload;

/**
 * Suspends until the language's messages are in (a form outside a feature's catalogue); throws
 * if they failed to load (the page's error boundary shows it).
 */
export function useServerMessages(locale: Locale): void {
  if (!hasMessages(locale)) tables.read(locale);
}
