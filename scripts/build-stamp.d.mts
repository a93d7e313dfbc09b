export const BUILD_STAMP: string;
export function builtSiteUrl(dir?: string): string | undefined;
export function stampBuild(siteUrl: string, dir?: string): void;
export function buildServes(siteUrl: string, builtFor: string | undefined): boolean;
