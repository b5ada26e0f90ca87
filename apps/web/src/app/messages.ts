import type { Locale } from '@app/domain/locale';
import type { MessageFormatElement } from 'react-intl';

/** A catalogue: plain ICU strings in dev and tests, the precompiled syntax tree in the build. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

// One chunk per locale: a page only downloads its own language.
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  fr: () => import('../i18n/fr.json') as Promise<{ default: Messages }>,
  de: () => import('../i18n/de.json') as Promise<{ default: Messages }>,
};

const loaded: Partial<Record<Locale, Messages>> = {};
const pending: Partial<Record<Locale, Promise<Messages>>> = {};

export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded[locale];
}

export function loadMessages(locale: Locale): Promise<Messages> {
  pending[locale] ??= loaders[locale]().then((module) => {
    loaded[locale] = module.default;
    return module.default;
  });
  return pending[locale];
}
