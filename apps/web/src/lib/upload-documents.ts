import type { ClaimDocumentType } from '@app/domain/claims/constants';
import type { Locale } from '@app/domain/locale';
import type { UploadAnswer, UploadedDocument } from '@app/domain/schemas/claims';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl, csrfToken, refreshCsrfToken, ValidationError } from './api';
import { apiHeaders } from './cookies';

export interface FileUpload {
  /** `documents/upload/{type}` (PDF, JPEG) or `documents/upload/job-application` (job files). */
  path: string;
  files: File[];
  locale: Locale;
  /** The document type field (the typed uploads only). */
  type?: string | undefined;
  /** 0 to 100, as the bytes go out. */
  onProgress?: ((percent: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

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

function send(upload: FileUpload, token: string | undefined): Promise<XhrAnswer> {
  // spec 001 §7: multipart with the locale first (the server answers in it), then type and files
  const form = new FormData();
  form.append('locale', upload.locale);
  if (upload.type) form.append('type', upload.type);
  for (const file of upload.files) form.append('documents[]', file, file.name);

  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports upload progress (spec 002 "Upload widget")
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(upload.path));
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    for (const [name, value] of Object.entries(apiHeaders({ token }))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        upload.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
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
    upload.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
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
 * POST documents/upload/… with the same CSRF and XHR headers as api.ts. Answers the stored files
 * `[{ id, name, type, size }]`; a refusal throws ValidationError (422, errors.documents naming
 * the file) or ApiError (413 for a file over 8 MB, with the server's message naming the file).
 */
export async function uploadFiles(upload: FileUpload): Promise<UploadAnswer> {
  let answer = await send(upload, await csrfToken());
  if (answer.status === 419) answer = await send(upload, await refreshCsrfToken());
  const { status, body } = answer;
  if (status === 422) {
    const errors =
      body && typeof body === 'object' && 'errors' in body && body.errors
        ? (body.errors as Record<string, string[]>)
        : {};
    throw new ValidationError(messageOf(body), errors);
  }
  if (status < 200 || status >= 300) throw new ApiError(status, messageOf(body), body);
  return Array.isArray(body) ? (body as UploadAnswer) : [];
}

/** POST /api/documents/upload/{type}: the claims and help-centre documents. */
export function uploadDocuments(request: UploadRequest): Promise<UploadedDocument[]> {
  return uploadFiles({
    ...request,
    path: `documents/upload/${request.type}`,
  }) as Promise<UploadedDocument[]>;
}

export function useUploadDocuments() {
  return useMutation({ mutationFn: uploadDocuments });
}
