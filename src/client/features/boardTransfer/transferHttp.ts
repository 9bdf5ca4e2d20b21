/**
 * HTTP for board import and export (issue 7 Deliver 2, 3). These calls do not go through the RTK
 * Query base query because an upload needs progress (XMLHttpRequest `upload.onprogress`; fetch has
 * none) and a download needs the raw file (a Blob), not a JSON payload. They carry the same headers
 * as the base query (api/baseQuery.ts): `Authorization: Bearer <stored token>`, `Accept-Language`
 * and `Socket-Id`. Failures resolve to `{ok: false, status, message}` with the server's translated
 * envelope text (DESIGN §3 Envelope) when there is one; nothing here throws except on abort.
 */
import { HEADERS } from '../../../shared/auth/auth.paths';
import { STORAGE_KEYS } from '../../../shared/constants';
import { acceptLanguage } from '../../api/httpTransport';
import type { RootState } from '../../app/store';

/** A failed transfer: HTTP status (0 when the network failed) and the server's message, if any. */
export interface TransferFailure {
  ok: false;
  status: number;
  code: string | null;
  /** The envelope's `error` (already in the user's language), or null when the answer had none. */
  message: string | null;
}

export type TransferResult<T> = { ok: true; value: T } | TransferFailure;

/** Thrown (rejected) when the caller aborted the transfer. */
export class TransferAborted extends Error {
  constructor() {
    super('Transfer aborted');
    this.name = 'TransferAborted';
  }
}

/** The stored token as the base query reads it: storage first (another tab may have refreshed it). */
function tokenOf(state: RootState): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token) ?? state.session.token ?? null;
  } catch {
    return state.session.token ?? null;
  }
}

/** Headers of an authenticated request; `accept` is what the answer may be. */
export function transferHeaders(state: RootState, accept: string): Record<string, string> {
  const headers: Record<string, string> = { accept, [HEADERS.acceptLanguage]: acceptLanguage(state) };
  const token = tokenOf(state);
  if (token) headers[HEADERS.authorization] = `Bearer ${token}`;
  const socketId = state.connection.socketId;
  if (socketId) headers[HEADERS.socketId] = socketId;
  return headers;
}

/** The failure of a non-2xx answer whose body text is `text` (an envelope, or anything else). */
export function failureOf(status: number, text: string): TransferFailure {
  try {
    const body = JSON.parse(text) as { error?: unknown; code?: unknown };
    return {
      ok: false,
      status,
      code: typeof body.code === 'string' ? body.code : null,
      message: typeof body.error === 'string' && body.error ? body.error : null,
    };
  } catch {
    return { ok: false, status, code: null, message: null };
  }
}

export interface UploadOptions {
  url: string;
  /** The JSON text to send as is (already read from the file). */
  body: string;
  headers: Record<string, string>;
  /** Share of the body sent, 0..1. */
  onProgress?: (fraction: number) => void;
  /** The body is fully sent; the server is working on it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

/**
 * POSTs a JSON text with upload progress; resolves with the envelope's `data` (DESIGN §3) or a
 * failure; rejects with TransferAborted when `signal` aborts. No timeout: a big import may take a while.
 */
export function uploadJson<T>({
  url,
  body,
  headers,
  onProgress,
  onUploaded,
  signal,
}: UploadOptions): Promise<TransferResult<T>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new TransferAborted());
    const xhr = new XMLHttpRequest();
    let settled = false;
    /** Settles once: whichever of answer, network error or abort comes first wins. */
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      finish();
    };
    // Rejects at once rather than waiting for the XHR's own abort event, which is not fired in every
    // state (e.g. before a response has started).
    const abort = () => settle(() => (xhr.abort(), reject(new TransferAborted())));
    signal?.addEventListener('abort', abort);
    xhr.open('POST', new URL(url, window.location.href).toString());
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0 && !settled) onProgress?.(e.loaded / e.total);
    };
    xhr.upload.onload = () => {
      if (settled) return;
      onProgress?.(1);
      onUploaded?.();
    };
    xhr.onload = () =>
      settle(() => {
        const text = xhr.responseText;
        if (xhr.status < 200 || xhr.status >= 300) return resolve(failureOf(xhr.status, text));
        try {
          const envelope = JSON.parse(text) as { data?: T };
          resolve({ ok: true, value: envelope.data as T });
        } catch {
          resolve({ ok: false, status: xhr.status, code: null, message: null });
        }
      });
    xhr.onerror = () => settle(() => resolve({ ok: false, status: 0, code: null, message: null }));
    xhr.onabort = () => settle(() => reject(new TransferAborted()));
    xhr.send(body);
  });
}

/** The file name of a `Content-Disposition` header (RFC 6266: `filename*` wins), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  return plain ? (plain[2] ?? plain[1]).trim() || null : null;
}

/** Hands a Blob to the browser as a download named `name` (object URL + `<a download>`). */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has started the download (revoking at once can cancel it in some browsers).
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * GETs a file and saves it: the name from `Content-Disposition`, else `fallbackName`. Resolves with
 * the saved name or a failure; rejects with TransferAborted when `signal` aborts.
 */
export async function downloadFile(
  url: string,
  headers: Record<string, string>,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<TransferResult<string>> {
  let response: Response;
  try {
    response = await fetch(new URL(url, window.location.href), { headers, signal });
  } catch {
    if (signal?.aborted) throw new TransferAborted();
    return { ok: false, status: 0, code: null, message: null };
  }
  if (!response.ok) return failureOf(response.status, await response.text().catch(() => ''));
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return { ok: true, value: name };
}
