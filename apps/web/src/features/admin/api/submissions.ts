import type { QueryValue } from '@app/domain/routes';
import type {
  Assigned,
  AssigneeList,
  Dashboard,
  InboxPage,
  NoteAdded,
  StatusChanged,
  SubmissionDetail,
} from '@app/domain/schemas/backoffice-answers';
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

export type { Dashboard, SubmissionDetail };

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
function useSubmissionMutation<B, A>(kind: string, id: string, call: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<A>(`admin/submissions/${kind}/${id}/${call}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useTransition = (kind: string, id: string) =>
  useSubmissionMutation<
    { from: string; to: string; amount?: number; reason?: string },
    StatusChanged
  >(kind, id, 'status');
export const useAddNote = (kind: string, id: string) =>
  useSubmissionMutation<{ body: string }, NoteAdded>(kind, id, 'notes');
export const useAssign = (kind: string, id: string) =>
  useSubmissionMutation<{ assignee_id: string | null }, Assigned>(kind, id, 'assignee');

export function useAssignees() {
  return useQuery({
    queryKey: ['admin', 'assignees'],
    queryFn: () => api.get<AssigneeList>('admin/assignees'),
  });
}

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api.get<Dashboard>('admin/dashboard'),
    staleTime: 0,
  });
}
