export function productionNodeMajor(range: string): number;
export function nodePackage(major: number, platform?: string, arch?: string): string;
export function runningMajor(version?: string): number;
export function projectRange(root?: URL): string;
export function productionNodeToFetch(range?: string, version?: string): string | undefined;
