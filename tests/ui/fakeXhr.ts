/**
 * A scripted XMLHttpRequest for upload tests (jsdom's own would go to the network): it records
 * what was sent, and the test moves the upload along and answers it.
 */
export class FakeXhr {
  /** Every request sent since the last reset, oldest first. */
  static sent: FakeXhr[] = [];

  static reset() {
    FakeXhr.sent = [];
  }

  static last(): FakeXhr {
    const xhr = FakeXhr.sent.at(-1);
    if (!xhr) throw new Error('No upload was sent');
    return xhr;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  private responseHeaders = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getAllResponseHeaders() {
    return this.responseHeaders;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** `loaded` bytes of `total` have gone. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.statusText = status < 300 ? 'OK' : 'Error';
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.responseHeaders = Object.entries({ 'content-type': 'application/json', ...headers })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    this.onload?.();
  }

  /** The body's multipart fields, files by name. */
  fields(): Array<[string, string]> {
    if (!(this.body instanceof FormData)) return [];
    return [...this.body.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]);
  }
}
