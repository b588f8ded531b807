/**
 * The headers every answer carries, whatever produced it: a route, the error handler, the static
 * files, or the HTTP layer's own early refusals (see `clientErrorHandler`).
 *
 * The content security policy allows scripts only from the registry's own origin (the built app
 * has no inline script and evaluates no code), no plugins, no framing and no foreign base URL.
 * Styles may be inline because MUI writes its styles into the page at run time. API answers
 * carry personal data, so no cache may keep them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** No powerful browser feature is used by the registry, so none may be. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export function securityHeaders(api: boolean): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    ...(api ? { 'cache-control': 'no-store' } : {}),
  };
}
