import type { StaffRole } from '@app/domain/backoffice/roles';
import type { SubmissionKind } from '@app/domain/backoffice/workflows';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';

export interface StaffSession {
  id: string;
  name: string;
  email: string;
  roles: StaffRole[];
  locale: 'fr' | 'de';
  kinds: SubmissionKind[];
  needs_totp_setup: boolean;
}

export const sessionKey = ['admin', 'session'] as const;

/** GET /api/admin/auth/session: the signed-in staff member, or null (401). */
export async function fetchSession(): Promise<StaffSession | null> {
  try {
    return await api.get<StaffSession>('admin/auth/session');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 60_000 });
}

/** After any call that opens or closes a session, everything cached is re-read. */
function useSessionChange() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

export type SignInStatus = 'totp' | 'totp_setup' | 'signed_in';

export function useSignIn() {
  const changed = useSessionChange();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api.post<{ status: SignInStatus }>('admin/auth/sign-in', body),
    onSuccess: (answer) => {
      if (answer.status !== 'totp') void changed();
    },
  });
}

export function useVerifyTotp() {
  const changed = useSessionChange();
  return useMutation({
    mutationFn: (body: { code: string }) =>
      api.post<{ status: 'signed_in' }>('admin/auth/totp', body),
    onSuccess: () => changed(),
  });
}

export function useStartTotpSetup() {
  return useMutation({
    mutationFn: (body: { password: string }) =>
      api.post<{ totp_uri: string; secret: string }>('admin/auth/totp/setup', body),
  });
}

export function useConfirmTotpSetup() {
  const changed = useSessionChange();
  return useMutation({
    mutationFn: (body: { code: string }) =>
      api.post<{ status: 'signed_in' }>('admin/auth/totp/confirm', body),
    onSuccess: () => changed(),
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ status: 'signed_out' }>('admin/auth/sign-out', {}),
    onSuccess: () => {
      // the sign-in page replaces every screen at once; nothing of the session stays cached
      client.setQueryData(sessionKey, null);
      client.removeQueries({
        predicate: (query) => query.queryKey.join('/') !== sessionKey.join('/'),
      });
    },
  });
}
