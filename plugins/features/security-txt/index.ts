import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Local plugin: writes `/.well-known/security.txt` (RFC 9116) after the
 * English build, with an `Expires` date computed at build time so the file
 * never goes stale between releases. The policy it points to is
 * /vulnerability-reporting, in English and Italian.
 */

export type SecurityTxtOptions = {siteUrl: string; contact: string};

/** Days before the file expires: RFC 9116 recommends less than a year. */
export const validityDays = 180;

export function securityTxt({siteUrl, contact}: SecurityTxtOptions, now: Date): string {
  const expires = new Date(now.getTime() + validityDays * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Policy: ${siteUrl}/vulnerability-reporting`,
    `Policy: ${siteUrl}/it/vulnerability-reporting`,
    'Preferred-Languages: en, it',
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

export default function securityTxtPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as SecurityTxtOptions;
  return {
    name: 'fulcro-security-txt',
    async postBuild({outDir}) {
      // One file for the whole site, at the root: only the default locale's build writes it.
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      await mkdir(join(outDir, '.well-known'), {recursive: true});
      await writeFile(join(outDir, '.well-known', 'security.txt'), securityTxt(options, new Date()));
    },
  };
}
