import { localeOfPath } from '@app/domain/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { QueryProvider } from '../../lib/query-provider';
import { PageHeading } from '../../ui/page-heading';
import { adminMessages } from './admin-messages';
import { type StaffSession, sessionKey, useSession } from './api/session';
import { AdminBareLayout, AdminLayout } from './components/admin-layout';
import { DashboardPage } from './pages/dashboard-page';
import { InboxPage } from './pages/inbox-page';
import { PrivacyPage } from './pages/privacy-page';
import { RegisterPage } from './pages/register-page';
import { SignInPage, TotpSetupPage } from './pages/sign-in-page';
import { StaffPage } from './pages/staff-page';
import { SubmissionPage } from './pages/submission-page';
import './admin.css';

function SubmissionRoute() {
  const { kind = '', id = '' } = useParams();
  return <SubmissionPage key={`${kind}:${id}`} kind={kind} id={id} />;
}

function NotAllowed() {
  const intl = useIntl();
  return <PageHeading title={intl.formatMessage({ id: 'admin.notAllowed' })} />;
}

function Sections({ session }: { session: StaffSession }) {
  const isAdmin = session.roles.includes('admin');
  return (
    <Routes>
      <Route index element={<InboxPage session={session} />} />
      <Route path="submissions/:kind/:id" element={<SubmissionRoute />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="register" element={<RegisterPage session={session} />} />
      <Route path="privacy" element={isAdmin ? <PrivacyPage /> : <NotAllowed />} />
      <Route path="staff" element={isAdmin ? <StaffPage /> : <NotAllowed />} />
      <Route path="*" element={<NotAllowed />} />
    </Routes>
  );
}

/** A session that ended meanwhile (expired, revoked): the next refused call shows the sign-in. */
function useSignInOnExpiry() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        const error = event.query.state.error;
        if (event.type === 'updated' && error instanceof ApiError && error.status === 401) {
          client.setQueryData(sessionKey, null);
        }
      }),
    [client],
  );
}

function AdminScreens() {
  const intl = useIntl();
  const session = useSession();
  useSignInOnExpiry();
  if (session.isPending) {
    return (
      <AdminBareLayout>
        <p>{intl.formatMessage({ id: 'layout.loading' })}</p>
      </AdminBareLayout>
    );
  }
  if (!session.data) {
    return (
      <AdminBareLayout>
        <SignInPage />
      </AdminBareLayout>
    );
  }
  if (session.data.needs_totp_setup) {
    return (
      <AdminBareLayout>
        <TotpSetupPage />
      </AdminBareLayout>
    );
  }
  return (
    <AdminLayout session={session.data}>
      <Sections session={session.data} />
    </AdminLayout>
  );
}

/**
 * The staff back office (issue 13): its own lazy chunk under /admin and /de/admin, outside the
 * public layout, with its own data provider and its own catalogue.
 */
export default function AdminApp() {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <adminMessages.WithMessages locale={locale}>
      <QueryProvider>
        <AdminScreens />
      </QueryProvider>
    </adminMessages.WithMessages>
  );
}
