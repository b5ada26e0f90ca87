import type { Locale } from '@app/domain/locale';
import type { MessageFormatElement } from 'react-intl';
import { suspenseLoad } from '../lib/suspense-load';

/** A catalogue: plain ICU strings in dev and tests, the precompiled syntax tree in the build. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

// One chunk per locale: a page only downloads its own language.
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  fr: () => import('../i18n/fr.json') as Promise<{ default: Messages }>,
  de: () => import('../i18n/de.json') as Promise<{ default: Messages }>,
};

const catalogues = suspenseLoad((locale: Locale) =>
  loaders[locale]().then((module) => module.default),
);

export const loadedMessages = catalogues.loaded;
export const loadMessages = catalogues.preload;
/** The catalogue of the language; suspends while it loads, throws if it failed to load. */
export const readMessages = catalogues.read;
