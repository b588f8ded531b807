/**
 * Uploads with progress. fetch cannot tell how much of a request body has gone, so a request
 * that asks for upload progress (`onUploadProgress` of the http client's request options) is
 * sent through XMLHttpRequest instead, by this fetch-shaped transport. Everything else stays the
 * http client's: the headers (token, fresh x-correlation-id, language), the shared token refresh
 * and single retry on a 401, the time-out and the reading of error bodies.
 */

export interface UploadProgress {
  /** Bytes of the body sent so far. */
  loaded: number;
  /** Bytes of the whole body. */
  total: number;
}

export interface UploadInit {
  method: string;
  headers: Record<string, string>;
  body?: XMLHttpRequestBodyInit | undefined;
  signal?: AbortSignal | undefined;
}

/** Statuses whose response has no body (a Response refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) {
      headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
    }
  }
  return headers;
}

/** The share of the body sent, 0 to 100. */
export function uploadPercent({ loaded, total }: UploadProgress): number {
  return total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
}

/**
 * Sends one request through XMLHttpRequest and answers a fetch Response; fails as fetch does,
 * with a TypeError when the network fails and an AbortError when `signal` aborts it.
 */
export function sendWithProgress(
  url: string,
  init: UploadInit,
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abortError = () => new DOMException('The upload was aborted', 'AbortError');
    if (init.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => init.signal?.removeEventListener('abort', abort);
    init.signal?.addEventListener('abort', abort);

    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      settle();
      resolve(
        new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network error'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send(init.body ?? null);
  });
}
