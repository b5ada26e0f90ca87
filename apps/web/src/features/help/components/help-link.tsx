import { brand } from '@app/domain/brand';
import {
  customerAreaRoutes,
  type HelpLink,
  type HelpLinkOption,
} from '@app/domain/help/help-centre';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

/** The address of a help-centre link in a language (decisions.md "Help centre links"). */
export function helpLinkHref(link: HelpLink, locale: Locale): { to: string; isExternal: boolean } {
  switch (link.kind) {
    case 'route':
      return { to: href(link.route, locale, {}, link.query), isExternal: false };
    case 'customer-area':
      return { to: href(customerAreaRoutes[link.page], locale, {}, link.query), isExternal: false };
    case 'appointment':
      return { to: brand.appointmentUrl[locale], isExternal: true };
  }
}

/** A link of the help centre: a page of the site, or the booking site (said to be external). */
export function HelpLinkAnchor({
  option,
  locale,
  className,
  children,
}: {
  option: HelpLinkOption;
  locale: Locale;
  className?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { to, isExternal } = helpLinkHref(option.link, locale);
  if (!isExternal) {
    return (
      <Link className={className} to={to}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={to} rel="noopener">
      {children}
      <span className="help-choice__text">
        {intl.formatMessage({ id: 'help.link.externalSite' })}
      </span>
    </a>
  );
}
