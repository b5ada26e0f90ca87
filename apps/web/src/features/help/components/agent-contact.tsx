import { brand } from '@app/domain/brand';
import type { Locale } from '@app/domain/locale';
import { useId } from 'react';
import { useIntl } from 'react-intl';

/**
 * spec 001 §2.2 "A 'Contactez-nous' block lists a French or German agent contact by locale":
 * the advisers of the page's language region (brand.agentContacts).
 */
export function AgentContact({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const id = useId();
  const contact = brand.agentContacts[locale];
  return (
    <section className="help-contact" aria-labelledby={id}>
      <h3 id={id}>{t('help.agent.title')}</h3>
      <p>{t('help.agent.team')}</p>
      <address>
        <p>
          {t('help.agent.phone')}{' '}
          <a href={`tel:${contact.phone.replaceAll(' ', '')}`}>{contact.phone}</a>
        </p>
        <p>
          {t('help.agent.email')} <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      </address>
      <p className="help-contact__hours">{t('help.agent.hours')}</p>
    </section>
  );
}
