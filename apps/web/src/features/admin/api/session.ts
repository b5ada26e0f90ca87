import type {
  StaffSession,
  StaffSignedIn,
  StaffSignedOut,
  StaffSignInAnswer,
  TotpSetupAnswer,
} from '@app/domain/schemas/backoffice-answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';

export type { StaffSession };

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

export function useSignIn() {
  const changed = useSessionChange();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api.post<StaffSignInAnswer>('admin/auth/sign-in', body),
    onSuccess: (answer) => {
      if (answer.status !== 'totp') void changed();
    },
  });
}

export function useVerifyTotp() {
  const changed = useSessionChange();
  return useMutation({
    mutationFn: (body: { code: string }) => api.post<StaffSignedIn>('admin/auth/totp', body),
    onSuccess: () => changed(),
  });
}

export function useStartTotpSetup() {
  return useMutation({
    mutationFn: (body: { password: string }) =>
      api.post<TotpSetupAnswer>('admin/auth/totp/setup', body),
  });
}

export function useConfirmTotpSetup() {
  const changed = useSessionChange();
  return useMutation({
    mutationFn: (body: { code: string }) =>
      api.post<StaffSignedIn>('admin/auth/totp/confirm', body),
    onSuccess: () => changed(),
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<StaffSignedOut>('admin/auth/sign-out', {}),
    onSuccess: () => {
      // the sign-in page replaces every screen at once; nothing of the session stays cached
      client.setQueryData(sessionKey, null);
      client.removeQueries({
        predicate: (query) => query.queryKey.join('/') !== sessionKey.join('/'),
      });
    },
  });
}
