/** Types of guard.mjs (plain JavaScript so that scripts/api-changelog.mjs runs in Node without a TypeScript loader). */

import type {ApiChange, ApiChangeType} from '../../../src/data/api-changelog';

export type {ApiChange, ApiChangeType};

export type GuardedEntry = {
  area: string;
  version: string;
  date: string;
  summary: {en: string; it: string};
  changes: readonly ApiChange[];
};

export declare const releaseManifestFile: string;
export declare function snapshotHash(text: string): string;
export declare const changeTypes: readonly ApiChangeType[];
export declare const majorChangeTypes: readonly ApiChangeType[];
export declare function normalizeSpec(spec: unknown, options?: {withoutExtensions?: boolean}): unknown;
export declare function classifyChanges(before: unknown, after: unknown): ApiChange[];
export declare function parseVersion(version: string): [number, number, number];
export declare function compareVersions(a: string, b: string): number;
export declare function requiredBump(changes: readonly ApiChange[]): 'major' | 'patch' | 'none';
export declare function bumpSuffices(previous: string, next: string, changes: readonly ApiChange[]): boolean;
export declare function describeRows(changes: readonly ApiChange[], limit?: number): string;
export declare function checkArea(input: {
  area: string;
  released: {info?: {version?: string}};
  working: {info?: {version?: string}};
  entries: readonly Pick<GuardedEntry, 'area' | 'version' | 'changes'>[];
  changes?: ApiChange[];
}): string[];
export declare function checkEntries<E extends GuardedEntry>(
  entries: readonly E[],
  where?: (entry: E) => string,
): string[];
