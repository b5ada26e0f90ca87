import type { StaffRole } from '@app/domain/backoffice/roles';
import type {
  ErasureQueued,
  PersonalDataExport,
  PolicyRegisterPage,
  RegisterImported,
  StaffAccountList,
  StaffCreated,
  StaffUpdated,
  TotpReset,
} from '@app/domain/schemas/backoffice-answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api';

export function useRegister(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'register', q, page],
    queryFn: () => api.get<PolicyRegisterPage>('admin/register', { query: { q, page } }),
    staleTime: 0,
  });
}

export function useImportRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<RegisterImported>('admin/register/import', body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'register'] }),
  });
}

/** The export (JSON), read through the site's fetch wrapper; the page saves it as a file. */
export function useExportPersonalData() {
  return useMutation({
    mutationFn: (email: string) => api.post<PersonalDataExport>('admin/privacy/export', { email }),
  });
}

export function useEraseEmail() {
  return useMutation({
    mutationFn: (email: string) => api.post<ErasureQueued>('admin/privacy/erase', { email }),
  });
}

export function useStaffAccounts() {
  return useQuery({
    queryKey: ['admin', 'staff'],
    queryFn: () => api.get<StaffAccountList>('admin/staff'),
    staleTime: 0,
  });
}

function useStaffMutation<B, A = unknown>(call: (body: B) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useCreateStaff = () =>
  useStaffMutation(
    (body: { name: string; email: string; roles: StaffRole[]; staff_locale: 'fr' | 'de' }) =>
      api.post<StaffCreated>('admin/staff', body),
  );

export const useUpdateStaff = () =>
  useStaffMutation((body: { id: string; is_active?: boolean; roles?: StaffRole[] }) => {
    const { id, ...rest } = body;
    return request<StaffUpdated>('PATCH', `admin/staff/${id}`, { body: rest });
  });

export const useResetTotp = () =>
  useStaffMutation((id: string) => api.post<TotpReset>(`admin/staff/${id}/reset-totp`, {}));
