import { localeOfPath } from '@app/domain/routes';
import { type ReactNode, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'react-router';
import { readMessages } from './messages';
import { intlLocales } from './site-locales';

/**
 * The locale comes from the path (French without prefix, German under /de). Switching language
 * loads the other catalogue once; the router's transition keeps the current page meanwhile.
 */
export function IntlFromPath({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  // Suspense: the router's transition keeps the current page until the catalogue is there
  // (a catalogue that failed to load: the site's error boundary, app.tsx)
  const messages = readMessages(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={intlLocales[locale]} defaultLocale="fr-CH" messages={messages}>
      {children}
    </IntlProvider>
  );
}
