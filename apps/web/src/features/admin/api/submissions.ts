import type { SubmissionKind } from '@app/domain/backoffice/workflows';
import type { QueryValue } from '@app/domain/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api';

export interface InboxFilters {
  kind?: string;
  status?: string;
  assignee?: string;
  from?: string;
  to?: string;
  q?: string;
  page?: number;
}

export interface RegisterCheck {
  status: 'matched' | 'flagged';
  flags: ('policy_unknown' | 'name_mismatch' | 'email_mismatch')[];
}

export interface InboxItem {
  kind: SubmissionKind;
  id: string;
  received_at: string;
  reference: string | null;
  name: string;
  email: string | null;
  policy_number: string | null;
  animal_name: string | null;
  locale: string;
  status: string;
  assignee: { id: string; name: string } | null;
  amount: number | null;
  register: RegisterCheck | null;
}

export interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  page_size: number;
}

export const inboxQuery = (filters: InboxFilters) => filters as Record<string, QueryValue>;

export function useInbox(filters: InboxFilters) {
  return useQuery({
    queryKey: ['admin', 'submissions', filters],
    queryFn: ({ signal }) =>
      api.get<InboxPage>('admin/submissions', { query: inboxQuery(filters), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The CSV of the same filters: a plain link, downloaded with the session cookie. */
export function csvUrl(filters: InboxFilters): string {
  const { page: _page, ...rest } = filters;
  return apiUrl('admin/submissions.csv', inboxQuery(rest));
}

export interface SubmissionFile {
  id: string;
  name: string;
  mime_type: string;
  origin: 'upload' | 'generated';
  label: string | null;
}

export interface SubmissionDetail {
  kind: SubmissionKind;
  id: string;
  reference: string;
  received_at: string;
  locale: string;
  person: { first_name: string; last_name: string; email: string };
  policy_number: string | null;
  payload: Record<string, unknown>;
  files: SubmissionFile[];
  mails: { to: string; subject: string; text: string; status: string; queued_at: string }[];
  register: (RegisterCheck & { policy_number: string | null }) | null;
  status: string;
  is_final: boolean;
  transitions: { to: string; needs_amount: boolean; needs_reason: boolean }[];
  amount: number | null;
  reason: string | null;
  assignee: { id: string; name: string } | null;
  events: {
    id: number;
    from: string;
    to: string;
    amount: number | null;
    reason: string | null;
    at: string;
    staff: string | null;
  }[];
  notes: { id: number; body: string; at: string; staff: string | null }[];
  audit: { action: string; staff: string | null; at: string }[];
}

const detailKey = (kind: string, id: string) => ['admin', 'submission', kind, id] as const;

export function useSubmission(kind: string, id: string) {
  return useQuery({
    queryKey: detailKey(kind, id),
    queryFn: ({ signal }) =>
      api.get<SubmissionDetail>(`admin/submissions/${kind}/${id}`, { signal }),
    staleTime: 0,
  });
}

export const fileUrl = (kind: string, id: string, fileId: string) =>
  apiUrl(`admin/submissions/${kind}/${id}/files/${encodeURIComponent(fileId)}`);

/** The work on a submission; each refreshes the detail and the inbox. */
function useSubmissionMutation<B>(kind: string, id: string, call: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<unknown>(`admin/submissions/${kind}/${id}/${call}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useTransition = (kind: string, id: string) =>
  useSubmissionMutation<{ from: string; to: string; amount?: number; reason?: string }>(
    kind,
    id,
    'status',
  );
export const useAddNote = (kind: string, id: string) =>
  useSubmissionMutation<{ body: string }>(kind, id, 'notes');
export const useAssign = (kind: string, id: string) =>
  useSubmissionMutation<{ assignee_id: string | null }>(kind, id, 'assignee');

export function useAssignees() {
  return useQuery({
    queryKey: ['admin', 'assignees'],
    queryFn: () =>
      api.get<{ items: { id: string; name: string; kinds: string[] }[] }>('admin/assignees'),
  });
}

export interface Dashboard {
  since: string;
  kinds: SubmissionKind[];
  by_status: { kind: SubmissionKind; status: string; count: number }[];
  by_day: { day: string; kind: SubmissionKind; count: number }[];
}

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api.get<Dashboard>('admin/dashboard'),
    staleTime: 0,
  });
}
