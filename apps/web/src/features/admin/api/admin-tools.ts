import type { StaffRole } from '@app/domain/backoffice/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api';

export interface RegisterPage {
  items: {
    policy_number: string;
    holders: { firstName: string; lastName: string; email: string | null }[];
    animals: string[];
    imported_at: string;
  }[];
  total: number;
  page: number;
  page_size: number;
}

export function useRegister(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'register', q, page],
    queryFn: () => api.get<RegisterPage>('admin/register', { query: { q, page } }),
    staleTime: 0,
  });
}

export function useImportRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<{ imported: number; lines: number }>('admin/register/import', body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'register'] }),
  });
}

/** The export (JSON), read through the site's fetch wrapper; the page saves it as a file. */
export function useExportPersonalData() {
  return useMutation({
    mutationFn: (email: string) => api.post<unknown>('admin/privacy/export', { email }),
  });
}

export function useEraseEmail() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ status: 'queued' }>('admin/privacy/erase', { email }),
  });
}

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  roles: StaffRole[];
  locale: string;
  is_active: boolean;
  totp_enabled: boolean;
}

export function useStaffAccounts() {
  return useQuery({
    queryKey: ['admin', 'staff'],
    queryFn: () => api.get<{ items: StaffAccount[] }>('admin/staff'),
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
      api.post<{ id: string; email: string; initial_password?: string }>('admin/staff', body),
  );

export const useUpdateStaff = () =>
  useStaffMutation((body: { id: string; is_active?: boolean; roles?: StaffRole[] }) => {
    const { id, ...rest } = body;
    return request<unknown>('PATCH', `admin/staff/${id}`, { body: rest });
  });

export const useResetTotp = () =>
  useStaffMutation((id: string) => api.post<unknown>(`admin/staff/${id}/reset-totp`, {}));
