import { type StaffRole, staffRoles } from '@app/domain/backoffice/roles';
import { localeOfPath } from '@app/domain/routes';
import { staffCreateSchema } from '@app/domain/schemas/backoffice';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { FormAlert } from '../../../ui/form-alert';
import { CheckboxGroupField, SelectField, TextField } from '../../../ui/inputs';
import { PageHeading } from '../../../ui/page-heading';
import { failureOf } from '../../../ui/server-errors';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { useCreateStaff, useResetTotp, useStaffAccounts, useUpdateStaff } from '../api/admin-tools';
import { roleLabel } from '../labels';

interface NewStaffValues {
  name: string;
  email: string;
  roles: StaffRole[];
  staff_locale: 'fr' | 'de';
}

const languages = [
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
] as const;

/** A new account: its one-time password is shown once, under the form. */
function CreateStaffForm() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const create = useCreateStaff();
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema: staffCreateSchema,
    locale: localeOfPath(useLocation().pathname),
    defaultValues: { name: '', email: '', roles: [], staff_locale: 'fr' },
    send: (values: NewStaffValues) => create.mutateAsync(values),
    onSent: () => {
      form.reset();
      submit.reset();
    },
  });
  return (
    <Form submit={submit} onSubmit={onSubmit}>
      <TextField field={field('name')} label={t('admin.staff.name')} autoComplete="off" />
      <TextField
        field={field('email')}
        label={t('admin.signIn.email')}
        type="email"
        autoComplete="off"
        spellCheck={false}
      />
      <CheckboxGroupField
        field={field('roles')}
        legend={t('admin.staff.roles')}
        options={staffRoles.map((role) => ({ value: role, label: t(roleLabel[role]) }))}
      />
      <SelectField
        field={field('staff_locale')}
        label={t('admin.staff.language')}
        options={languages}
      />
      <FormActions submitLabel={t('admin.staff.createButton')} isPending={submit.isPending} />
      {create.data?.initial_password ? (
        <p role="status" className="admin-secret">
          {t('admin.staff.password', { email: create.data.email })}{' '}
          <code>{create.data.initial_password}</code>
        </p>
      ) : null}
    </Form>
  );
}

/** Staff accounts (admins): create with a one-time password, deactivate, reset the TOTP. */
export function StaffPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const accounts = useStaffAccounts();
  const update = useUpdateStaff();
  const reset = useResetTotp();
  const failed = update.error ?? reset.error;

  return (
    <>
      <PageHeading title={t('admin.staff.title')} />
      <FormAlert messages={failed ? [failureOf(failed, t('ui.error.generic'))] : []} />
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.staff.name')}</th>
              <th scope="col">{t('admin.staff.roles')}</th>
              <th scope="col">{t('admin.staff.totp')}</th>
              <th scope="col">{t('admin.staff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(accounts.data?.items ?? []).map((account) => (
              <tr key={account.id}>
                <td>
                  {account.name}
                  <span className="admin-muted"> · {account.email}</span>
                  {account.is_active ? null : (
                    <span className="admin-flag"> {t('admin.staff.inactive')}</span>
                  )}
                </td>
                <td>{account.roles.map((role) => t(roleLabel[role])).join(', ')}</td>
                <td>{account.totp_enabled ? t('admin.yes') : t('admin.no')}</td>
                <td className="admin-actions">
                  <button
                    type="button"
                    className="admin-button admin-button--quiet"
                    onClick={() => update.mutate({ id: account.id, is_active: !account.is_active })}
                  >
                    {t(account.is_active ? 'admin.staff.deactivate' : 'admin.staff.activate')}
                    <span className="visually-hidden"> {account.name}</span>
                  </button>
                  <button
                    type="button"
                    className="admin-button admin-button--quiet"
                    onClick={() => reset.mutate(account.id)}
                  >
                    {t('admin.staff.resetTotp')}
                    <span className="visually-hidden"> {account.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="staff-create">
        <h2 id="staff-create">{t('admin.staff.create')}</h2>
        <CreateStaffForm />
      </section>
    </>
  );
}
