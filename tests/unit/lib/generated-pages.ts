import matter from '@11ty/gray-matter';
import {readFileSync} from 'node:fs';

/** The front matter of a page `npm run gen-api` wrote (api-reference/{area}/*.mdx), parsed. */
export function frontMatterOf(path: string): Record<string, unknown> {
  return matter(readFileSync(path, 'utf8')).data;
}
