import { brand } from '@app/domain/brand';
import type { Locale } from '@app/domain/locale';
import { href, localeOfPath, type RouteName, switchLocalePath } from '@app/domain/routes';
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router';
import logoMark from '../assets/logo-mark.svg';
import { trackPageType } from './analytics';
import './layout.css';

/** Language names are written in their own language (autonyms), whatever the page's locale. */
const languageNames: Record<Locale, string> = { fr: 'Français', de: 'Deutsch' };

const footerOffers: { route: RouteName; id: string }[] = [
  { route: 'offers-dogs', id: 'footer.offers.dogs' },
  { route: 'offers-cats', id: 'footer.offers.cats' },
  { route: 'offers-horses', id: 'footer.offers.horses' },
  { route: 'offers-cattle', id: 'footer.offers.cattle' },
  { route: 'offers-birds', id: 'footer.offers.birds' },
  { route: 'offers-farm-animals', id: 'footer.offers.farmAnimals' },
  { route: 'offers-generali', id: 'footer.offers.generali' },
];

export function Layout() {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const locale = localeOfPath(pathname);
  const otherLocale: Locale = locale === 'fr' ? 'de' : 'fr';
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  useEffect(() => {
    trackPageType(pathname);
  }, [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new page, like a page load
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
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
              to={switchLocalePath(pathname, search, otherLocale)}
              lang={otherLocale}
              hrefLang={otherLocale}
            >
              {languageNames[otherLocale]}
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="container page-loading">{t('layout.loading')}</p>}>
          <Outlet />
        </Suspense>
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
        <p className="container site-footer__legal">
          {t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
        </p>
      </footer>
    </>
  );
}
