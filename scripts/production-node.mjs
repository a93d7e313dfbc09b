// The Node.js major production runs: Vercel deploys on the newest major that package.json's
// engines.node allows (README, "Deploying on Vercel", step 4). CI runs every test on it and the
// bench measures on it, each through Node's own build from the npm registry (the package
// `node-<platform>-<arch>`) when this machine runs another.
// `node scripts/production-node.mjs` prints the npm package to fetch it from, or nothing when this
// process runs that major already (.ci/run).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The newest major an engines range names: `^20.9.0 || ^24.0.0` → 24. */
export function productionNodeMajor(range) {
  const majors = range
    .split('||')
    .map((part) => Number.parseInt(part.trim().replace(/^\D+/, ''), 10))
    .filter(Number.isFinite);
  if (majors.length === 0) throw new Error(`engines.node names no Node.js major: ${range}`);
  return Math.max(...majors);
}

/** The npm package of Node's own build of a major, for this machine's platform and processor. */
export function nodePackage(major, platform = process.platform, arch = process.arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}@${major}`;
}

/** The major this process runs. */
export function runningMajor(version = process.versions.node) {
  return Number.parseInt(version, 10);
}

/** The engines.node range of the project's package.json. */
export function projectRange(root = new URL('..', import.meta.url)) {
  return JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node;
}

/**
 * The npm package of Node's own build of production's major when this process runs another major;
 * undefined when it runs that one. CI and the bench both ask this one question.
 */
export function productionNodeToFetch(range = projectRange(), version = process.versions.node) {
  const major = productionNodeMajor(range);
  return runningMajor(version) === major ? undefined : nodePackage(major);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(productionNodeToFetch() ?? '');
