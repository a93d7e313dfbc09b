/** What issue 7 asks of the Content-Security-Policy at least; the unit test reads it in the config, the e2e test on every route. */
export const REQUIRED_CSP_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];
