import { localeOfPath } from '@app/domain/routes';
import { privacyRequestSchema } from '@app/domain/schemas/backoffice';
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { CheckboxField, TextField } from '../../../ui/inputs';
import { PageHeading } from '../../../ui/page-heading';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { useEraseEmail, useExportPersonalData } from '../api/admin-tools';

type Action = 'export' | 'erase';

/** Saves what the export answered as a JSON file. */
function download(data: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = 'personal-data.json';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * FADP requests (admins): what we store about an address, and its erasure. One form, one
 * address; the button that submitted it says which (Enter exports: the harmless one).
 */
export function PrivacyPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const exporter = useExportPersonalData();
  const eraser = useEraseEmail();
  const [isConfirmed, setConfirmed] = useState(false);
  const action = useRef<Action>('export');
  const { field, submit, onSubmit } = useSchemaForm({
    schema: privacyRequestSchema,
    locale: localeOfPath(useLocation().pathname),
    defaultValues: { email: '' },
    send: async ({ email }: { email: string }) => {
      eraser.reset();
      if (action.current === 'erase') {
        await eraser.mutateAsync(email.trim());
        return null;
      }
      return { data: await exporter.mutateAsync(email.trim()) };
    },
    onSent: (exported) => {
      if (exported) download(exported.data);
      else setConfirmed(false);
      submit.reset();
    },
  });

  function onSubmitWith(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    action.current = submitter?.dataset.action === 'erase' ? 'erase' : 'export';
    // the erasure button stays inert until the box is ticked
    if (action.current === 'erase' && !isConfirmed) {
      event.preventDefault();
      return;
    }
    return onSubmit(event);
  }

  return (
    <>
      <PageHeading title={t('admin.privacy.title')} />
      <p>{t('admin.privacy.intro')}</p>
      <Form submit={submit} onSubmit={onSubmitWith}>
        <TextField
          field={field('email')}
          label={t('admin.privacy.email')}
          type="email"
          autoComplete="off"
          spellCheck={false}
        />
        <FormActions
          submitLabel={t('admin.privacy.export')}
          isPending={submit.isPending && action.current === 'export'}
        />
        <fieldset className="admin-danger">
          <legend>{t('admin.privacy.eraseTitle')}</legend>
          <p>{t('admin.privacy.eraseHint')}</p>
          <CheckboxField
            name="confirm-erase"
            checked={isConfirmed}
            onChange={setConfirmed}
            label={t('admin.privacy.confirm')}
          />
          <p>
            <button
              type="submit"
              data-action="erase"
              className="button admin-button--danger"
              aria-disabled={
                !isConfirmed || (submit.isPending && action.current === 'erase') || undefined
              }
            >
              {t('admin.privacy.erase')}
            </button>
          </p>
          {eraser.isSuccess ? <p role="status">{t('admin.privacy.queued')}</p> : null}
        </fieldset>
      </Form>
    </>
  );
}
