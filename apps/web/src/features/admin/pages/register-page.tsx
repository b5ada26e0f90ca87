import { localeOfPath } from '@app/domain/routes';
import { registerQuerySchema } from '@app/domain/schemas/backoffice';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ValidationError } from '../../../lib/api';
import { Field } from '../../../ui/field';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { TextField } from '../../../ui/inputs';
import { PageHeading } from '../../../ui/page-heading';
import { serverErrorsOf } from '../../../ui/server-errors';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { useImportRegister, useRegister } from '../api/admin-tools';
import type { StaffSession } from '../api/session';

function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
}

function SearchForm({ onSearch }: { onSearch: (q: string) => void }) {
  const t = useT();
  const { field, submit, onSubmit } = useSchemaForm({
    schema: registerQuerySchema,
    locale: localeOfPath(useLocation().pathname),
    defaultValues: { q: '' },
    send: async ({ q }: { q: string }) => onSearch(q.trim()),
    onSent: () => submit.reset(),
  });
  return (
    <Form submit={submit} onSubmit={onSubmit} className="admin-inline-form">
      <TextField field={field('q')} label={t('admin.register.search')} type="search" />
      <FormActions submitLabel={t('admin.inbox.apply')} isPending={submit.isPending} />
    </Form>
  );
}

/**
 * The core system's CSV (admins). A refused file lists every bad line (the server names them
 * all under `file`), so the refusal is the form's alert rather than one message at the field.
 */
function ImportForm() {
  const t = useT();
  const importer = useImportRegister();
  const [file, setFile] = useState<File | null>(null);
  const submit = useFormSubmit({
    send: (chosen: File) => importer.mutateAsync(chosen),
    onSent: () => submit.reset(),
    onRefused: (error, fallback) =>
      error instanceof ValidationError
        ? [...new Set(Object.values(error.errors).flat())]
        : serverErrorsOf(error, [], fallback).alerts,
  });
  return (
    <Form
      submit={submit}
      onSubmit={(event) => {
        event.preventDefault();
        if (file) void submit.send(file);
        else submit.refuse([t('admin.register.noFile')]);
      }}
    >
      <Field id="register-file" label={t('admin.register.file')} isRequired>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              importer.reset();
            }}
          />
        )}
      </Field>
      {importer.data ? (
        <p role="status">{t('admin.register.imported', { count: importer.data.imported })}</p>
      ) : null}
      <FormActions submitLabel={t('admin.register.importButton')} isPending={submit.isPending} />
    </Form>
  );
}

export function RegisterPage({ session }: { session: StaffSession }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const register = useRegister(search, 1);

  return (
    <>
      <PageHeading title={t('admin.register.title')} />
      <p>{t('admin.register.intro')}</p>
      <SearchForm onSearch={setSearch} />
      <p aria-live="polite" className="admin-count">
        {register.data
          ? t('admin.register.count', { count: register.data.total })
          : t('layout.loading')}
      </p>
      {register.data && register.data.items.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.inbox.policy')}</th>
                <th scope="col">{t('admin.register.holders')}</th>
                <th scope="col">{t('admin.register.animals')}</th>
              </tr>
            </thead>
            <tbody>
              {register.data.items.map((entry) => (
                <tr key={entry.policy_number}>
                  <td>{entry.policy_number}</td>
                  <td>
                    {entry.holders
                      .map((holder) =>
                        [holder.firstName, holder.lastName, holder.email ? `(${holder.email})` : '']
                          .filter(Boolean)
                          .join(' '),
                      )
                      .join('; ')}
                  </td>
                  <td>{entry.animals.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {session.roles.includes('admin') ? (
        <section aria-labelledby="register-import">
          <h2 id="register-import">{t('admin.register.import')}</h2>
          <p>{t('admin.register.importHint')}</p>
          <ImportForm />
        </section>
      ) : null}
    </>
  );
}
