/**
 * The files `npm run gen-api` writes for each API area before the pages:
 *
 * - downloads under one stable path, `/openapi/{area}.yaml`, `.json` and
 *   `.postman_collection.json` (written to static/openapi/, git-ignored): the
 *   spec as one self-contained file (YAML anchors expanded, as some tools
 *   reject them; the specs have no external references) and its Postman
 *   collection;
 * - the request samples of its operations and the sizes of its downloads
 *   (api-reference/_generated/), which the page generators read.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {dump, load} from 'js-yaml';
import {postmanCollection} from './postman';
import {codeSamples, type CodeSamples, type SampleSpec} from './code-samples';

/** Where the downloads are written, relative to the site, and the URL path they are served at. */
export const downloadsDir = 'static/openapi';
export const downloadsUrl = '/openapi';
/** Generated inputs of the pages (not pages: the folder name starts with `_`). */
export const generatedDir = 'api-reference/_generated';

export const downloadFormats = ['yaml', 'json', 'postman'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

/** File name of an area's download in a format. */
export function downloadFile(area: string, format: DownloadFormat): string {
  return format === 'postman' ? `${area}.postman_collection.json` : `${area}.${format}`;
}

/** Bytes of each download, by area and format. */
export type DownloadSizes = Record<string, Record<DownloadFormat, number>>;

const samplesFile = (siteDir: string, area: string) => path.join(siteDir, generatedDir, `samples-${area}.json`);
const sizesFile = (siteDir: string) => path.join(siteDir, generatedDir, 'download-sizes.json');

/** Writes the downloads, samples and sizes of every area; returns the sizes. */
export async function writeApiFiles(siteDir: string, specPaths: Record<string, string>): Promise<DownloadSizes> {
  await mkdir(path.join(siteDir, downloadsDir), {recursive: true});
  await mkdir(path.join(siteDir, generatedDir), {recursive: true});
  const sizes: DownloadSizes = {};
  for (const [area, specPath] of Object.entries(specPaths)) {
    const spec = load(readFileSync(path.resolve(siteDir, specPath), 'utf8')) as SampleSpec;
    const json = `${JSON.stringify(spec, null, 2)}\n`;
    const collection = await postmanCollection(json);
    const files: Record<DownloadFormat, string> = {
      yaml: dump(spec, {noRefs: true, lineWidth: 100}),
      json,
      postman: `${JSON.stringify(collection, null, 2)}\n`,
    };
    sizes[area] = {yaml: 0, json: 0, postman: 0};
    for (const format of downloadFormats) {
      await writeFile(path.join(siteDir, downloadsDir, downloadFile(area, format)), files[format], 'utf8');
      sizes[area][format] = Buffer.byteLength(files[format]);
    }
    const samples = await codeSamples(collection, spec);
    await writeFile(samplesFile(siteDir, area), JSON.stringify(Object.fromEntries(samples)), 'utf8');
  }
  await writeFile(sizesFile(siteDir), JSON.stringify(sizes, null, 2), 'utf8');
  return sizes;
}

const read = (file: string, what: string) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    throw new Error(`${what} missing (${file}): run npm run gen-api`);
  }
};

/** The samples of one area by operation key (`POST /things`), as written by writeApiFiles. */
export function readSamples(siteDir: string, area: string): Record<string, CodeSamples> {
  return read(samplesFile(siteDir, area), `Request samples of the ${area} API`) as Record<string, CodeSamples>;
}

/** The download sizes written by writeApiFiles. */
export function readDownloadSizes(siteDir: string): DownloadSizes {
  return read(sizesFile(siteDir), 'Sizes of the API downloads') as DownloadSizes;
}
