export function productionNodeMajor(range: string): number;
export function nodePackage(major: number, platform?: string, arch?: string): string;
export function runningMajor(version?: string): number;
export function projectRange(root?: URL): string;
