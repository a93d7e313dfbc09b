/** What the Content-Security-Policy must hold at least; the unit test reads it in the config, the e2e test on every route. */
export const REQUIRED_CSP_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];
