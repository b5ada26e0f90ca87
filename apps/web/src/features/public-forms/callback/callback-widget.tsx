import { href, localeOfPath } from '@app/domain/routes';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { afterSchemas } from '../../../lib/after-schemas';
import { lazyOnIntent } from '../../../lib/lazy-on-intent';
import type { FormAnswer } from '../api/send-form';
import { publicFormsMessages } from '../public-forms-messages';
import '../public-forms.css';

// issue 14: the form loads when a visitor opens it (or points at or tabs to its button), so that
// the horse offer page does not evaluate zod, the form fields, their blocks and the forms registry
// (every public form's schema) on load; each of them in a task of its own, then the dialog
const callbackDialog = lazyOnIntent(
  afterSchemas(
    () => import('./callback-dialog'),
    () => import('@app/domain/forms/fields').then(() => {}),
    () => import('@app/domain/forms/blocks').then(() => {}),
    () => import('@app/domain/forms/registry').then(() => {}),
  ),
);
const CallbackDialog = callbackDialog.Component;

/**
 * spec 002 "Callback widget" (horse offer page): 'Demander une offre cheval' leads to the offer
 * request for a horse; 'Rappelez-moi offre cheval' opens a modal with name and phone, then
 * 'Votre demande a été envoyée' with 'Fermer'. Once sent it stays sent (spec 002 §4).
 */
export default function CallbackWidget() {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <publicFormsMessages.WithMessages locale={locale}>
      <Callback />
    </publicFormsMessages.WithMessages>
  );
}

function Callback() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = localeOfPath(useLocation().pathname);
  const [isOpen, setIsOpen] = useState(false);
  const [answer, setAnswer] = useState<FormAnswer | null>(null);
  return (
    <section className="callback" aria-labelledby="callback-title">
      <h2 id="callback-title">{t('publicForms.callback.title')}</h2>
      <p>{t('publicForms.callback.text')}</p>
      <div className="public-form__links">
        <Link
          className="button"
          to={href('offer-request', locale, {}, { animal: 'horse', origin: 'offers-horses' })}
        >
          {t('publicForms.callback.offerLink')}
        </Link>
        <button
          type="button"
          className="button button--secondary"
          {...callbackDialog.intentProps}
          onClick={() => setIsOpen(true)}
        >
          {t('publicForms.callback.open')}
        </button>
      </div>
      {isOpen ? (
        <CallbackDialog answer={answer} onSent={setAnswer} onClose={() => setIsOpen(false)} />
      ) : null}
    </section>
  );
}
