import type { BuildCheck, BuildEnv } from './build-check.mjs';

export function siteUrlCheck(env?: BuildEnv): BuildCheck;
