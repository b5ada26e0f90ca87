import type { Locale } from '@app/domain/locale';
import { type ReactNode, useMemo } from 'react';
import { IntlProvider, type MessageFormatElement, useIntl } from 'react-intl';
import { loadServerMessages } from './server-messages';
import { suspenseLoad } from './suspense-load';

type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
type Loader = () => Promise<{ default: Messages }>;

/**
 * A feature's own catalogue (src/i18n/<feature>/fr.json, de.json), loaded with the feature's
 * chunk instead of with every page (performance budget: the home page downloads only the
 * site's catalogue). `WithMessages` adds it to the site's messages; while the catalogue of the
 * language loads it suspends, like the site's catalogue does (app/providers.tsx); one that
 * failed to load is thrown to the page's error boundary. The domain's messages of the language
 * (lib/server-messages.ts: the forms' errors, the priced lines) load beside it, unless the
 * feature's pages show none of them at first (`serverMessages: false`): its forms then load
 * them with their chunk.
 */
export function featureMessages(
  loaders: Record<Locale, Loader>,
  { serverMessages = true }: { serverMessages?: boolean } = {},
) {
  const catalogues = suspenseLoad((locale: Locale) =>
    Promise.all([loaders[locale](), serverMessages ? loadServerMessages(locale) : undefined]).then(
      ([module]) => module.default,
    ),
  );

  function WithMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
    const intl = useIntl();
    const own = catalogues.read(locale);
    const messages = useMemo(
      () => ({ ...intl.messages, ...own }) as Messages,
      [intl.messages, own],
    );
    return (
      <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
        {children}
      </IntlProvider>
    );
  }

  return { WithMessages, preload: catalogues.preload };
}
