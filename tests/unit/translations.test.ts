import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * `npm run write-translations` must leave nothing untranslated in Italian:
 * extract the English source strings and the Italian files the way the
 * command does, then require every Italian message to differ from English,
 * except names that are the same in both languages, and every Italian message
 * to still be used.
 */
const sameInBothLanguages = new Set([
  'Fulcro',
  'Fulcro Cloud',
  'Fulcro Edge',
  'Fulcro AI',
  'Fulcro Control',
  'Fulcro Copilot',
  'Cloud',
  'Edge',
  'AI',
  'Control',
  'Copilot',
  'Core',
  'IAM',
  'HVAC',
  'Micro',
  // Service names kept in English in Italian (glossary).
  'Auth',
  'Exporter',
  'Pay',
  'Notifications',
  'Rules engine',
  'Mapper',
  'Monitoring',
  'Resources',
  'Provisioning',
  'Manufacturing', // service name, kept in Italian (i18n/it/GLOSSARY.md)
  'Next',
  // Fulcro AI's add-on, kept in English in Italian (i18n/it/GLOSSARY.md: «l'add-on Fulcro AI»).
  'Add-on',
  // Page feedback's answer (src/components/DocTools).
  'No',
  // The payload checker's labels (src/components/PayloadChecker): terms the glossary keeps in English, an id and a
  // permalink.
  'Topic',
  'Payload',
  'Tenant',
  'Message policy',
  'Id',
  'Permalink',
  // API reference: words Italian uses as they are.
  'Schema',
  'Password',
  'Home',
  'Partnership',
  '{authorName} - {nPosts}',
  // A plan-availability sentence's value and its plans ("✓ Incluso in Standard, Pro e Enterprise"): Italian says "in" too.
  '{value} in {plans}',
  'Copyright © 2025 Fulcro S.r.l.',
]);

type Messages = Record<string, {message: string}>;

function readTree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d, {withFileTypes: true})) {
      const path = join(d, name.name);
      if (name.isDirectory()) walk(path);
      else if (name.name.endsWith('.json')) files[path] = readFileSync(path, 'utf8');
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

function writeTranslations(locale: string): void {
  execFileSync('npx', ['docusaurus', 'write-translations', '--locale', locale], {stdio: 'pipe'});
}

describe('Italian translations', () => {
  it('leave no string in English after write-translations', {timeout: 120_000}, () => {
    const italianBefore = readTree('i18n/it');
    const englishExisted = existsSync('i18n/en');
    try {
      writeTranslations('it');
      writeTranslations('en');
      const problems: string[] = [];
      for (const [enPath] of Object.entries(readTree('i18n/en'))) {
        const itPath = enPath.replace(/^i18n\/en\//, 'i18n/it/');
        const english = JSON.parse(readFileSync(enPath, 'utf8')) as Messages;
        const italian = JSON.parse(readFileSync(itPath, 'utf8')) as Messages;
        for (const [id, {message}] of Object.entries(english)) {
          const translated = italian[id]?.message;
          if (translated === undefined) problems.push(`${itPath}: ${id} is missing`);
          else if (translated === message && !sameInBothLanguages.has(message)) {
            problems.push(`${itPath}: ${id} is still English ("${message}")`);
          }
        }
        // Every Italian message ships in main.js of every Italian page: none may outlive the code that used it.
        const before = itPath in italianBefore ? (JSON.parse(italianBefore[itPath]) as Messages) : {};
        for (const id of Object.keys(before))
          if (!(id in english)) problems.push(`${itPath}: ${id} is no longer used; delete it`);
      }
      for (const [path, text] of Object.entries(italianBefore)) {
        const before = Object.keys(JSON.parse(text) as Messages);
        const added = Object.keys(JSON.parse(readFileSync(path, 'utf8')) as Messages).filter(
          (k) => !before.includes(k),
        );
        if (added.length > 0) problems.push(`${path}: write-translations added ${added.join(', ')}`);
      }
      expect(problems).toEqual([]);
    } finally {
      for (const [path, text] of Object.entries(italianBefore)) writeFileSync(path, text);
      if (!englishExisted) rmSync('i18n/en', {recursive: true, force: true});
    }
  });
});
