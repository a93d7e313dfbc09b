import type { BuildCheck, BuildEnv } from './build-check.mjs';

export function actionKeyCheck(env?: BuildEnv): BuildCheck;
