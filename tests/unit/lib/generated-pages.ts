import {readFileSync} from 'node:fs';
import {load} from 'js-yaml';

/** The front matter of a page `npm run gen-api` wrote (api-reference/{area}/*.mdx), parsed. */
export function frontMatterOf(path: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(path, 'utf8'));
  return (match ? load(match[1]) : {}) as Record<string, unknown>;
}
