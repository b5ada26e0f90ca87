import { localeOfPath } from '@app/domain/routes';
import { staffSignInSchema, totpCodeSchema, totpSetupSchema } from '@app/domain/schemas/backoffice';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Form } from '../../../ui/form';
import { FormActions } from '../../../ui/form-actions';
import { TextField } from '../../../ui/inputs';
import { PageHeading } from '../../../ui/page-heading';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { useConfirmTotpSetup, useSignIn, useStartTotpSetup, useVerifyTotp } from '../api/session';

function useT() {
  const intl = useIntl();
  return (id: string) => intl.formatMessage({ id });
}

function useLocale() {
  return localeOfPath(useLocation().pathname);
}

/** The code of the authenticator app (sign-in or enrolment); the server reads it as typed. */
function CodeForm({
  label,
  send,
}: {
  label: string;
  send: (body: { code: string }) => Promise<unknown>;
}) {
  const t = useT();
  const { form, field, submit, onSubmit } = useSchemaForm({
    schema: totpCodeSchema,
    locale: useLocale(),
    defaultValues: { code: '' },
    send,
  });
  useEffect(() => form.setFocus('code'), [form]);
  return (
    <Form submit={submit} onSubmit={onSubmit}>
      <TextField
        field={field('code')}
        label={label}
        hint={t('admin.signIn.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <FormActions submitLabel={t('admin.signIn.verify')} isPending={submit.isPending} />
    </Form>
  );
}

function PasswordForm({
  send,
}: {
  send: (body: { email: string; password: string }) => Promise<unknown>;
}) {
  const t = useT();
  const { field, submit, onSubmit } = useSchemaForm({
    schema: staffSignInSchema,
    locale: useLocale(),
    defaultValues: { email: '', password: '' },
    send,
  });
  return (
    <Form submit={submit} onSubmit={onSubmit}>
      <TextField
        field={field('email')}
        label={t('admin.signIn.email')}
        type="email"
        autoComplete="username"
        spellCheck={false}
      />
      <TextField
        field={field('password')}
        label={t('admin.signIn.password')}
        type="password"
        autoComplete="current-password"
      />
      <FormActions submitLabel={t('admin.signIn.submit')} isPending={submit.isPending} />
    </Form>
  );
}

/** Password, then the authenticator code (or, the first time, setting the authenticator up). */
export function SignInPage() {
  const t = useT();
  const verify = useVerifyTotp();
  const signIn = useSignIn();
  const status = signIn.data?.status;

  if (status === 'totp') {
    return (
      <>
        <PageHeading title={t('admin.signIn.totpTitle')} />
        <p>{t('admin.signIn.totpIntro')}</p>
        <CodeForm label={t('admin.signIn.code')} send={verify.mutateAsync} />
        <p>
          <button
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() => signIn.reset()}
          >
            {t('admin.signIn.restart')}
          </button>
        </p>
      </>
    );
  }

  // a session opened with the password alone (first sign-in) re-reads the session (useSignIn)
  return (
    <>
      <PageHeading title={t('admin.signIn.title')} />
      <PasswordForm send={signIn.mutateAsync} />
    </>
  );
}

/** First sign-in: the secret for the authenticator app, then its first code. */
export function TotpSetupPage() {
  const t = useT();
  const start = useStartTotpSetup();
  const confirm = useConfirmTotpSetup();
  const { field, submit, onSubmit } = useSchemaForm({
    schema: totpSetupSchema,
    locale: useLocale(),
    defaultValues: { password: '' },
    send: (values: { password: string }) => start.mutateAsync(values),
  });
  const secret = start.data?.secret;

  return (
    <>
      <PageHeading title={t('admin.setup.title')} />
      <p>{t('admin.setup.intro')}</p>
      {secret ? (
        <>
          <p>{t('admin.setup.secretIntro')}</p>
          <p className="admin-secret">
            {t('admin.setup.secretLabel')} <code data-testid="totp-secret">{secret}</code>
          </p>
          <p>
            <a href={start.data?.totp_uri}>{t('admin.setup.openApp')}</a>
          </p>
          <CodeForm label={t('admin.setup.code')} send={confirm.mutateAsync} />
        </>
      ) : (
        <Form submit={submit} onSubmit={onSubmit}>
          <TextField
            field={field('password')}
            label={t('admin.setup.password')}
            type="password"
            autoComplete="current-password"
          />
          <FormActions submitLabel={t('admin.setup.start')} isPending={submit.isPending} />
        </Form>
      )}
    </>
  );
}
