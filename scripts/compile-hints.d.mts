export const COMPILE_HINT: string;
export function withCompileHint(source: string): string;
export function startupScripts(distDir?: string): string[];
export function addCompileHints(distDir?: string): string[];
