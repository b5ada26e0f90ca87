import { callbackSchema } from '@app/domain/forms/public-schemas';
import { localeOfPath } from '@app/domain/routes';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { PhoneField, TextField } from '../../../ui/inputs';
import { Modal } from '../../../ui/modal';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { type FormAnswer, sendForm } from '../api/send-form';
import { SentInModal } from '../components/form-page';
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

interface CallbackDialogProps {
  /** The request once sent (kept by the widget: spec 002 §4, it stays sent). */
  answer: FormAnswer | null;
  onSent: (answer: FormAnswer) => void;
  onClose: () => void;
}

/**
 * The callback widget's modal (spec 002): name and phone, then 'Votre demande a été envoyée'
 * with 'Fermer'. Its own chunk with the form's schema and the forms registry, loaded when a
 * visitor opens it (callback-widget.tsx); it opens once loaded, so the focus goes to its first
 * control.
 */
export default function CallbackDialog({ answer, onSent, onClose }: CallbackDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    // a new dialog once sent: its 'Fermer' takes the focus, which goes back to the opener
    <Modal
      key={answer ? 'sent' : 'form'}
      isOpen
      title={t('publicForms.callback.modalTitle')}
      onClose={onClose}
      closeLabel={t('ui.close')}
    >
      {answer ? (
        <SentInModal answer={answer} onClose={onClose} />
      ) : (
        <CallbackForm onSent={onSent} />
      )}
    </Modal>
  );
}
