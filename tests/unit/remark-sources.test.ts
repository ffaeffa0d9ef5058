import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {visit} from 'unist-util-visit';
import remarkSources from '../../plugins/remark/sources';
import {vendorSources} from '../../src/data/vendor-sources';
import {italianPagesDir, pagesDir} from './lib/mdx-pages';

/** The page's text after plugins/remark/sources, links written as `[text](url)`, and `<Source>` for any element left for the browser. */
function compiled(mdx: string, path = '/site/src/pages/fulcro-vs-thingsboard.mdx'): string {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkSources);
  const tree = processor.runSync(processor.parse(mdx), {path});
  const parts: string[] = [];
  visit(
    tree as never,
    (node: {type: string; value?: string; name?: string; url?: string; children?: {value?: string}[]}) => {
      if (node.type === 'link') {
        parts.push(`[${node.children?.map((c) => c.value).join('')}](${node.url})`);
        return 'skip';
      }
      if (node.type === 'text') parts.push(node.value ?? '');
      if (node.name === 'Source') parts.push('<Source>');
      return undefined;
    },
  );
  return parts.join('');
}

describe('remark sources: a claim about another product links its page and the day it was checked', () => {
  it('writes the link and the date in the page language', () => {
    const mdx = 'Community Edition has OTA updates (<Source of="thingsboard.ota" />).';
    const {url, title} = vendorSources['thingsboard.ota'];
    expect(compiled(mdx)).toBe(`Community Edition has OTA updates ([${title}](${url}), checked on December 7, 2026).`);
    expect(compiled(mdx, '/site/i18n/it/docusaurus-plugin-content-pages/fulcro-vs-thingsboard.mdx')).toBe(
      `Community Edition has OTA updates ([${title}](${url}), verificata il 7 dicembre 2026).`,
    );
  });

  it('leaves no <Source> for the browser, in a table cell or alone on its line', () => {
    const mdx = '| a | b |\n|---|---|\n| x | <Source of="aws.mqtt" /> |\n\n<Source of="aws.jobs" />';
    expect(compiled(mdx)).not.toContain('<Source>');
    expect(compiled(mdx)).toContain('AWS IoT Jobs');
  });

  it('stops the build on an unknown id, naming the file, the line and the ids meant', () => {
    expect(() => compiled('Text.\n\n<Source of="thingsboard.otaa" />', '/site/src/pages/x.mdx')).toThrow(
      /^\/site\/src\/pages\/x\.mdx:3: <Source of="thingsboard\.otaa"> names no source\. Write one of: thingsboard\.ota,/,
    );
    expect(() => compiled('<Source of={id} />')).toThrow('literal id only');
  });

  it('every source is the vendor’s own https page, checked on a real day', () => {
    for (const [id, source] of Object.entries(vendorSources)) {
      expect(source.url, id).toMatch(/^https:\/\//);
      expect(new Date(`${source.checkedOn}T00:00:00Z`).toISOString().slice(0, 10), id).toBe(source.checkedOn);
    }
  });

  it('the comparison pages cite other vendors only through <Source>, so every citation carries its date', () => {
    const vendorHost =
      /\]\(https:\/\/[^)]*(thingsboard\.io|github\.com\/thingsboard|amazon\.com|amazonaws\.com|mosquitto\.org|eclipse\.dev|keycloak\.org|tigerdata\.com)/;
    for (const dir of [pagesDir, italianPagesDir]) {
      for (const file of ['fulcro-vs-thingsboard.mdx', 'fulcro-vs-aws.mdx', 'fulcro-vs-custom-projects.mdx']) {
        const text = readFileSync(join(dir, file), 'utf8');
        expect(text.match(vendorHost)?.[0], `${dir}/${file}: cite with <Source of="…" />`).toBeUndefined();
        expect(text, `${dir}/${file}`).toMatch(/<Source of="/);
      }
    }
  });
});
