import type { ClaimDocumentType } from '@app/domain/claims/constants';
import type { Locale } from '@app/domain/locale';
import type { UploadedDocument } from '@app/domain/schemas/claims';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl, csrfToken, refreshCsrfToken, ValidationError } from '../../../app/api';

export interface UploadRequest {
  files: File[];
  type: ClaimDocumentType;
  locale: Locale;
  /** 0 to 100, as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface XhrAnswer {
  status: number;
  body: unknown;
}

function send(request: UploadRequest, token: string | undefined): Promise<XhrAnswer> {
  // spec 001 §7: multipart with the locale first (the server answers in it), then type and files
  const form = new FormData();
  form.append('locale', request.locale);
  form.append('type', request.type);
  for (const file of request.files) form.append('documents[]', file, file.name);

  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports upload progress
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`documents/upload/${request.type}`));
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        request.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = xhr.responseText;
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, '', undefined)));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return '';
}

/**
 * POST /api/documents/upload/{type} with the same CSRF and XHR headers as api.ts. Answers the
 * stored documents; a refusal throws ValidationError (422, errors.documents) or ApiError (413
 * for a file over 8 MB, with the server's message naming the file).
 */
export async function uploadDocuments(request: UploadRequest): Promise<UploadedDocument[]> {
  let answer = await send(request, await csrfToken());
  if (answer.status === 419) answer = await send(request, await refreshCsrfToken());
  const { status, body } = answer;
  if (status === 422) {
    const errors =
      body && typeof body === 'object' && 'errors' in body && body.errors
        ? (body.errors as Record<string, string[]>)
        : {};
    throw new ValidationError(messageOf(body), errors);
  }
  if (status < 200 || status >= 300) throw new ApiError(status, messageOf(body), body);
  return Array.isArray(body) ? (body as UploadedDocument[]) : [];
}

export function useUploadDocuments() {
  return useMutation({ mutationFn: uploadDocuments });
}
