import type { Locale } from '@app/domain/locale';
import { href, localeOfPath, switchLocalePath } from '@app/domain/routes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { type StaffSession, useSignOut } from '../api/session';

const languageNames: Record<Locale, string> = { fr: 'Français', de: 'Deutsch' };

/** The staff screens' frame: skip link, navigation by role, language, sign-out. */
export function AdminLayout({ session, children }: { session: StaffSession; children: ReactNode }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { pathname, search } = useLocation();
  const locale = localeOfPath(pathname);
  const other: Locale = locale === 'fr' ? 'de' : 'fr';
  const signOut = useSignOut();
  const isAdmin = session.roles.includes('admin');
  const links = [
    { to: href('admin', locale), label: t('admin.nav.inbox'), end: true },
    { to: href('admin', locale, { section: 'dashboard' }), label: t('admin.nav.dashboard') },
    { to: href('admin', locale, { section: 'register' }), label: t('admin.nav.register') },
    ...(isAdmin
      ? [
          { to: href('admin', locale, { section: 'privacy' }), label: t('admin.nav.privacy') },
          { to: href('admin', locale, { section: 'staff' }), label: t('admin.nav.staff') },
        ]
      : []),
  ];
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        {t('layout.skipLink')}
      </a>
      <header className="admin-header">
        <p className="admin-header__title">{t('admin.title')}</p>
        <nav aria-label={t('admin.nav.label')}>
          <ul className="admin-nav">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-header__user">
          <span>{session.name}</span>
          <Link to={switchLocalePath(pathname, search, other)} lang={other} hrefLang={other}>
            {languageNames[other]}
          </Link>
          <button
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() => signOut.mutate()}
          >
            {t('admin.signOut')}
          </button>
        </div>
      </header>
      <main id="admin-main" tabIndex={-1} className="admin-main">
        {children}
      </main>
    </div>
  );
}

/** The frame before sign-in: no navigation. */
export function AdminBareLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const other: Locale = localeOfPath(pathname) === 'fr' ? 'de' : 'fr';
  return (
    <div className="admin admin--bare">
      <header className="admin-header">
        <p className="admin-header__title">{intl.formatMessage({ id: 'admin.title' })}</p>
        <div className="admin-header__user">
          <Link to={switchLocalePath(pathname, search, other)} lang={other} hrefLang={other}>
            {languageNames[other]}
          </Link>
        </div>
      </header>
      <main id="admin-main" tabIndex={-1} className="admin-main admin-main--narrow">
        {children}
      </main>
    </div>
  );
}
