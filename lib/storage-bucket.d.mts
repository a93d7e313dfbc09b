// Types of storage-bucket.mjs (the rule itself lives there only).
import type { BuildCheck, BuildEnv } from '../scripts/build-check.mjs';

export function bucketNamed(value: string | undefined): string | undefined;
export function storageBucketCheck(env?: BuildEnv): BuildCheck;
