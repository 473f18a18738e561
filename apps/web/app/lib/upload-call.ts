// A multipart POST to the shop API with upload progress (issue #14: "visible progress on uploads";
// the complaints of issue #16 use it too). fetch() reports no upload progress, so this uses
// XMLHttpRequest, with what shopCall sends (basket-client.ts): the session's bearer token, the
// CSRF token of the page's meta, the page's language and the impersonation header
// (withApiLanguage). A failure is the same ShopApiError with SPEC §8's messages.
import { CSRF_HEADER } from '@gradnik/contracts/basket-headers';
import type { Locale } from '@gradnik/domain/locale';
import { withApiLanguage } from './api-language';
import { errorMessagesOf, readCsrfToken, ShopApiError } from './basket-client';

export interface UploadProgress {
  /** Bytes sent so far and in all (the whole request body). */
  loaded: number;
  total: number;
}

export interface UploadCallOptions {
  token: string | null;
  locale: Locale;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    // A proxy's HTML page: no message beyond the status.
    return null;
  }
}

/** POSTs `form` as multipart/form-data; resolves with the JSON answer, rejects with ShopApiError. */
export function uploadCall(
  path: string,
  form: FormData,
  options: UploadCallOptions,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    const headers = new Headers(withApiLanguage(options.locale).headers);
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    const csrf = readCsrfToken();
    if (csrf) headers.set(CSRF_HEADER, csrf);
    // The browser sets multipart's Content-Type with its boundary itself.
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const json = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(json);
        return;
      }
      const { messages, code } = errorMessagesOf(json);
      reject(new ShopApiError(xhr.status, messages, code, json));
    };
    // No answer at all (network down, connection cut after a limit): status 0.
    xhr.onerror = () => reject(new ShopApiError(0, []));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
