export function actionKeyCheck(
  env?: Record<string, string | undefined>,
): { error: string } | { warning: string } | undefined;
