import { callbackSchema } from '@app/domain/forms/public-schemas';
import { href, localeOfPath } from '@app/domain/routes';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { PhoneField, TextField } from '../../../ui/inputs';
import { Modal } from '../../../ui/modal';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { type FormAnswer, sendForm } from '../api/send-form';
import { SentNotice } from '../components/form-page';
import { publicFormsMessages } from '../public-forms-messages';
import '../public-forms.css';

interface CallbackValues {
  name: string;
  phone: string;
}

function CallbackForm({ onSent }: { onSent: (answer: FormAnswer) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = localeOfPath(useLocation().pathname);
  const schema = useMemo(() => callbackSchema(), []);
  const { field, submit, onSubmit } = useSchemaForm({
    schema,
    locale,
    defaultValues: { name: '', phone: '' },
    send: (values: CallbackValues) => sendForm('callback', values),
    onSent,
  });
  return (
    <Form submit={submit} onSubmit={onSubmit}>
      <p>{t('publicForms.callback.intro')}</p>
      <TextField
        field={field('name')}
        label={t('publicForms.field.fullName')}
        autoComplete="name"
      />
      <PhoneField
        field={field('phone')}
        label={t('publicForms.field.phone')}
        placeholder="079 123 45 67"
      />
      <FormActions submitLabel={t('publicForms.callback.submit')} isPending={submit.isPending} />
    </Form>
  );
}

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
        <button type="button" className="button button--secondary" onClick={() => setIsOpen(true)}>
          {t('publicForms.callback.open')}
        </button>
      </div>
      {/* a new dialog once sent: its 'Fermer' takes the focus, which goes back to the opener */}
      <Modal
        key={answer ? 'sent' : 'form'}
        isOpen={isOpen}
        title={t('publicForms.callback.modalTitle')}
        onClose={() => setIsOpen(false)}
        closeLabel={t('ui.close')}
      >
        {answer ? (
          <>
            <SentNotice answer={answer} isFocused={false} />
            <div className="modal__actions">
              <button type="button" className="button" onClick={() => setIsOpen(false)}>
                {t('ui.close')}
              </button>
            </div>
          </>
        ) : (
          <CallbackForm onSent={setAnswer} />
        )}
      </Modal>
    </section>
  );
}
