export const BUILD_STAMP: string;
export const BUILD_SOURCES: string[];
export function sourceFingerprint(dir?: string): string;
export function builtSiteUrl(dir?: string): string | undefined;
export function buildIsCurrent(dir?: string): boolean;
export function stampBuild(siteUrl: string, dir?: string): void;
export function buildServes(siteUrl: string, builtFor: string | undefined): boolean;
