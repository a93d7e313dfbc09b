// What each of `npm run build`'s checks of a setting answers (scripts/build.mjs): an error stops
// the build, a warning is printed, nothing means the setting is fine. Types only.
export type BuildEnv = Record<string, string | undefined>;
export type BuildCheck = { error: string } | { warning: string } | undefined;
