// Types of storage-bucket.mjs (the rule itself lives there only).
export function bucketNamed(value: string | undefined): string | undefined;
export function storageBucketCheck(
  env?: Record<string, string | undefined>,
): { error: string } | { warning: string } | undefined;
