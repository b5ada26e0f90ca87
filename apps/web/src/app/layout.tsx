import { brand } from '@app/domain/brand';
import type { Locale } from '@app/domain/locale';
import { href, localeOfPath, type RouteName, switchLocalePath } from '@app/domain/routes';
import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router';
import logoMark from '../assets/logo-mark.svg';
import { type AlternateLocalePath, AlternateLocalePathContext } from '../lib/alternate-locale-path';
import { trackPageType } from '../lib/analytics';
import { HydrationMark } from '../ui/after-hydration';
import { ErrorBoundary } from '../ui/error-boundary';
import { PageError } from '../ui/page-error';
import { CarriedVisitorState } from './visitor-state';
import './layout.css';

/** Language names are written in their own language (autonyms), whatever the page's locale. */
const languageNames: Record<Locale, string> = { fr: 'Français', de: 'Deutsch' };

const footerInformation: { route: RouteName; id: string }[] = [
  { route: 'faq', id: 'footer.faq' },
  { route: 'news', id: 'footer.news' },
  { route: 'blog', id: 'footer.blog' },
  { route: 'general-conditions', id: 'footer.conditions' },
  { route: 'customer-information', id: 'footer.customerInformation' },
  { route: 'contests', id: 'footer.contests' },
  { route: 'careers', id: 'footer.careers' },
];

// spec 000 §1: the partner insurer's page for other animals is linked on its own channel only
// (home picker and step 1 with its key), not in every visitor's footer
const footerOffers: { route: RouteName; id: string }[] = [
  { route: 'offers-dogs', id: 'footer.offers.dogs' },
  { route: 'offers-cats', id: 'footer.offers.cats' },
  { route: 'offers-horses', id: 'footer.offers.horses' },
  { route: 'offers-cattle', id: 'footer.offers.cattle' },
  { route: 'offers-birds', id: 'footer.offers.birds' },
  { route: 'offers-farm-animals', id: 'footer.offers.farmAnimals' },
];

export function Layout() {
  const intl = useIntl();
  const { pathname, search, hash, key } = useLocation();
  const locale = localeOfPath(pathname);
  const otherLocale: Locale = locale === 'fr' ? 'de' : 'fr';
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  // a page whose path has words of its language (a help subject) gives its own translation
  const [alternate, setAlternate] = useState<AlternateLocalePath | null>(null);
  const languageSwitchPath =
    alternate?.from === pathname
      ? `${alternate.to}${search}`
      : switchLocalePath(pathname, search, otherLocale);

  useEffect(() => {
    trackPageType(pathname);
  }, [pathname]);

  // On every new page the app opens, like a page load; never on the page the browser loaded
  // (key 'default'): the browser places that one itself (a reload keeps its place), and a visitor
  // may have scrolled a prerendered page before its scripts ran.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new page, like a page load
  useEffect(() => {
    if (!hash && key !== 'default') window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipLink')}
      </a>
      <header className="site-header">
        <div className="container site-header__inner">
          <Link className="site-header__brand" to={href('home', locale)}>
            <img src={logoMark} width="40" height="40" alt="" />
            <span>{brand.name}</span>
            <span className="visually-hidden"> – {t('layout.homeLink')}</span>
          </Link>
          <nav aria-label={t('layout.languageNav')}>
            <Link
              className="site-header__language"
              to={languageSwitchPath}
              lang={otherLocale}
              hrefLang={otherLocale}
            >
              {languageNames[otherLocale]}
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <AlternateLocalePathContext.Provider value={setAlternate}>
          {/* a page that fails to load or render: said in the frame, which keeps working */}
          <ErrorBoundary
            resetKey={pathname}
            fallback={(error) => (
              <>
                <PageError error={error} />
                {/* what the server's markup carried is used up here, not given to the next page */}
                <CarriedVisitorState />
              </>
            )}
          >
            <Suspense fallback={<p className="container page-loading">{t('layout.loading')}</p>}>
              <Outlet />
              {/* in the page's boundary: set once the page is the client's (e2e waits for it) */}
              <HydrationMark />
              <CarriedVisitorState />
            </Suspense>
          </ErrorBoundary>
        </AlternateLocalePathContext.Provider>
      </main>
      <footer className="site-footer">
        <div className="container site-footer__grid">
          <nav aria-labelledby="footer-offers">
            <h2 id="footer-offers">{t('footer.offers')}</h2>
            <ul>
              {footerOffers.map(({ route, id }) => (
                <li key={route}>
                  <Link to={href(route, locale)}>{t(id)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-service">
            <h2 id="footer-service">{t('footer.service')}</h2>
            <ul>
              <li>
                <Link to={href('help', locale)}>{t('footer.help')}</Link>
              </li>
              <li>
                <Link to={href('declaration-step-1', locale)}>{t('footer.claim')}</Link>
              </li>
              <li>
                <Link to={href('ownership-transfer', locale)}>{t('footer.ownershipTransfer')}</Link>
              </li>
              <li>
                <Link to={href('partner-offer-request', locale)}>{t('footer.intermediaries')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-information">
            <h2 id="footer-information">{t('footer.information')}</h2>
            <ul>
              {footerInformation.map(({ route, id }) => (
                <li key={route}>
                  <Link to={href(route, locale)}>{t(id)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{t('footer.contact')}</h2>
            <address>
              <p>{brand.name}</p>
              <p>
                {t('footer.email')}{' '}
                <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
              </p>
              <p>
                {t('footer.phone')}{' '}
                <a href={`tel:${brand.phone.replaceAll(' ', '')}`}>{brand.phone}</a>
              </p>
            </address>
          </section>
        </div>
        {/* the year of the visit: a prerendered page may carry the year of its build */}
        <p className="container site-footer__legal" suppressHydrationWarning>
          {t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
        </p>
      </footer>
    </>
  );
}
