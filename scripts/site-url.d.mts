export function siteUrlCheck(
  env?: Record<string, string | undefined>,
): { error: string } | { warning: string } | undefined;
