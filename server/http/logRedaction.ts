/**
 * What the server's log may say about a request and an error. The registry's data is personal
 * (PESELs, addresses, whole clinical forms), so a log line never carries a request body, a
 * query's values or a statement's parameters: a database error is logged by its class, SQLSTATE
 * code and the constraint, table or column it names, and the correlation id ties the line to
 * the request. Drivers attach the failed statement and its parameters to their errors (PGlite's
 * `params`, `pg`'s `detail` quoting the offending key), which is why errors are rebuilt from an
 * allowlist rather than passed on.
 */

interface DriverError {
  name?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  severity?: unknown;
  message?: unknown;
  stack?: unknown;
  statusCode?: unknown;
  cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A database error, by its SQLSTATE code (both drivers set one). */
function isDatabaseError(error: DriverError): boolean {
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && 'severity' in error;
}

export interface LoggedError {
  type: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  statusCode?: number;
  message?: string;
  stack?: string;
  cause?: LoggedError;
}

/**
 * The error as the log shows it. A database error keeps no message (PostgreSQL quotes the
 * offending value in many of them: `invalid input syntax for type integer: "..."`) and no
 * stack (which repeats the message); any other error keeps its message and stack, which come
 * from the registry's code or a library, not from the data.
 */
export function loggedError(value: unknown, depth = 0): LoggedError | undefined {
  if (value === null || typeof value !== 'object') {
    return value === undefined ? undefined : { type: typeof value };
  }
  const error = value as DriverError;
  const type =
    text(error.name) ??
    (value as object).constructor?.name ??
    Object.prototype.toString.call(value);
  const logged: LoggedError = { type };
  const code = text(error.code);
  if (code) logged.code = code;
  if (typeof error.statusCode === 'number') logged.statusCode = error.statusCode;
  if (isDatabaseError(error)) {
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      const field = text(error[key]);
      if (field) logged[key] = field;
    }
  } else {
    const message = text(error.message);
    if (message) logged.message = message.slice(0, 500);
    const stack = text(error.stack);
    if (stack) logged.stack = stack;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** A single-use export download link carries its token in the path. */
const EXPORT_DOWNLOAD = /^(\/api\/v1\/export\/downloads\/)[^/?]+/;

/**
 * A request URL with the values of its query string left out (they may be a PESEL or a name),
 * and the token of an export download link.
 */
export function loggedUrl(requested: string): string {
  const url = requested.replace(EXPORT_DOWNLOAD, '$1[redacted]');
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}
