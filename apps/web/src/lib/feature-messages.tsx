import type { Locale } from '@app/domain/locale';
import { type ReactNode, useMemo } from 'react';
import { IntlProvider, type MessageFormatElement, useIntl } from 'react-intl';
import { loadServerMessages } from './server-messages';

type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
type Loader = () => Promise<{ default: Messages }>;

/**
 * A feature's own catalogue (src/i18n/<feature>/fr.json, de.json), loaded with the feature's
 * chunk instead of with every page (performance budget: the home page downloads only the
 * site's catalogue). `WithMessages` adds it to the site's messages; while the catalogue of the
 * language loads it suspends, like the site's catalogue does (app/providers.tsx). The domain's
 * messages of the language (lib/server-messages.ts: the forms' errors, the priced lines) load
 * beside it, unless the feature's pages show none of them at first (`serverMessages: false`):
 * its forms then load them with their chunk.
 */
export function featureMessages(
  loaders: Record<Locale, Loader>,
  { serverMessages = true }: { serverMessages?: boolean } = {},
) {
  const loaded: Partial<Record<Locale, Messages>> = {};
  const pending: Partial<Record<Locale, Promise<Messages>>> = {};

  function load(locale: Locale): Promise<Messages> {
    pending[locale] ??= Promise.all([
      loaders[locale](),
      serverMessages ? loadServerMessages(locale) : undefined,
    ]).then(([module]) => {
      loaded[locale] = module.default;
      return module.default;
    });
    return pending[locale];
  }

  function WithMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
    const intl = useIntl();
    const own = loaded[locale];
    const messages = useMemo(
      () => ({ ...intl.messages, ...own }) as Messages,
      [intl.messages, own],
    );
    if (!own) throw load(locale);
    return (
      <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
        {children}
      </IntlProvider>
    );
  }

  return { WithMessages, preload: load };
}
