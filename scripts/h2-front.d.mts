export function localCertificate(): { key: Buffer; cert: Buffer };
export function startHttp2Front(
  upstream: string,
  credentials?: { key: Buffer; cert: Buffer },
): Promise<{ origin: string; close: () => Promise<void> }>;
