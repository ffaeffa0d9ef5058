import {
  markdownTwin,
  resolveLink,
  transformBody,
  type LinkContext,
} from '../../plugins/features/markdown-twins/transform';
import {llmsTxt, sectionsFromSidebar, type SidebarItemLike} from '../../plugins/features/markdown-twins/llms';
import {makeLlmsTxt, type MarkdownTwinsOptions, type Twin} from '../../plugins/features/markdown-twins';
import {markdownTwinPath} from '../../src/shared/twin-path';

const siteUrl = 'https://www.fulcro.io';
const docs: Record<string, string> = {
  'edge/installing.md': '/docs/edge/installing',
  'edge/requirements.md': '/docs/edge/requirements',
  'core/connectables.md': '/docs/core/connectables',
};

function links(sourcePath: string, baseUrl = '/'): LinkContext {
  const prefix = baseUrl.replace(/\/$/, '');
  return {
    siteUrl,
    baseUrl,
    permalink: prefix + docs[sourcePath],
    sourcePath,
    permalinkOfSource: (source) => (docs[source] ? prefix + docs[source] : undefined),
  };
}

describe('Markdown copies of docs', () => {
  it('puts each copy at the page URL plus .md, and index.md under a URL ending in /', () => {
    expect(markdownTwinPath('/docs/edge/installing')).toBe('/docs/edge/installing.md');
    expect(markdownTwinPath('/it/docs/edge/installing')).toBe('/it/docs/edge/installing.md');
    expect(markdownTwinPath('/docs/api/')).toBe('/docs/api/index.md');
  });

  it('makes every kind of link absolute, in English and Italian', () => {
    const en = links('edge/installing.md');
    expect(resolveLink('./requirements.md', en)).toBe(`${siteUrl}/docs/edge/requirements`);
    expect(resolveLink('../core/connectables.md#kinds', en)).toBe(`${siteUrl}/docs/core/connectables#kinds`);
    expect(resolveLink('requirements.md', en)).toBe(`${siteUrl}/docs/edge/requirements`);
    expect(resolveLink('#first-start', en)).toBe(`${siteUrl}/docs/edge/installing#first-start`);
    expect(resolveLink('/docs/api/core', en)).toBe(`${siteUrl}/docs/api/core`);
    expect(resolveLink('/pricing?plan=pro', en)).toBe(`${siteUrl}/pricing?plan=pro`);
    expect(resolveLink('https://example.org/x', en)).toBe('https://example.org/x');
    expect(resolveLink('mailto:security@fulcro.io', en)).toBe('mailto:security@fulcro.io');
    const it = links('edge/installing.md', '/it/');
    expect(resolveLink('./requirements.md', it)).toBe(`${siteUrl}/it/docs/edge/requirements`);
    expect(resolveLink('/docs/api/core', it)).toBe(`${siteUrl}/it/docs/api/core`);
    expect(resolveLink('#apt', it)).toBe(`${siteUrl}/it/docs/edge/installing#apt`);
  });

  it('rewrites links in prose and reference definitions, never in code', () => {
    const body = [
      'Check the [requirements](./requirements.md) and [connectables](../core/connectables.md "Connectables").',
      'Literal: `[x](./requirements.md)` stays.',
      '',
      '```md',
      'See [requirements](./requirements.md).',
      '```',
      '',
      '- item',
      '  ~~~',
      '  [not a link](/docs/x)',
      '  ~~~',
      '',
      '[ref]: /docs/api/core',
    ].join('\n');
    const out = transformBody({body, mdx: false, links: links('edge/installing.md')});
    expect(out).toContain(`[requirements](${siteUrl}/docs/edge/requirements)`);
    expect(out).toContain(`[connectables](${siteUrl}/docs/core/connectables "Connectables")`);
    expect(out).toContain('`[x](./requirements.md)` stays');
    expect(out).toContain('```md\nSee [requirements](./requirements.md).\n```');
    expect(out).toContain('  [not a link](/docs/x)');
    expect(out).toContain(`[ref]: ${siteUrl}/docs/api/core`);
  });

  it('puts the title and description on top and drops heading ids', () => {
    const out = markdownTwin({
      title: 'Installing Fulcro Edge',
      description: 'Install Fulcro Edge from the apt repository.',
      body: '\nFulcro Edge ships as one binary.\n\n## Install from the apt repository {#apt}\n\n```yaml\nkey: {#not-an-id}\n```\n',
      mdx: false,
      links: links('edge/installing.md'),
    });
    expect(out).toBe(
      '# Installing Fulcro Edge\n\n> Install Fulcro Edge from the apt repository.\n\nFulcro Edge ships as one binary.\n\n## Install from the apt repository\n\n```yaml\nkey: {#not-an-id}\n```\n',
    );
  });

  it('does not repeat a description that is the opening paragraph, nor a title the body starts with', () => {
    const out = markdownTwin({
      title: 'About',
      description: 'Fulcro is an industrial IoT platform.',
      body: '# About Fulcro\n\n**Fulcro** is an industrial IoT platform.\n',
      mdx: false,
      links: links('edge/installing.md'),
    });
    expect(out).toBe('# About Fulcro\n\n**Fulcro** is an industrial IoT platform.\n');
  });

  it('leaves no MDX syntax in a copy of an MDX page', () => {
    const body = [
      "import DocCardList from '@theme/DocCardList';",
      'import {',
      '  Thing,',
      "} from '@site/src/thing';",
      '',
      '<span className="badge badge--secondary">Version 4.2.0</span>',
      '',
      'Core is the heart of an instance.',
      '',
      '<Tabs>',
      '<TabItem value="a">',
      '',
      'Inside a tab.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '<Unknown prop="x" />',
      '',
      '## Security schemes {/* #security-schemes */}',
      '',
      '## Operations {/* #operations */}',
      '',
      '<DocCardList />',
    ].join('\n');
    const out = transformBody({
      body,
      mdx: true,
      links: links('edge/installing.md'),
      components: {DocCardList: () => '- [Create a thing](https://www.fulcro.io/docs/api/core/create-thing)'},
    });
    expect(out).toBe(
      [
        'Version 4.2.0',
        '',
        'Core is the heart of an instance.',
        '',
        'Inside a tab.',
        '',
        '## Security schemes',
        '',
        '## Operations',
        '',
        '- [Create a thing](https://www.fulcro.io/docs/api/core/create-thing)',
      ].join('\n'),
    );
    expect(out).not.toMatch(/import|<[A-Z]|\{\/\*|className/);
  });

  it('keeps import lines and angle brackets of plain .md docs as text', () => {
    const out = transformBody({body: 'import the CSV, then <Enter>.', mdx: false, links: links('edge/installing.md')});
    expect(out).toBe('import the CSV, then <Enter>.');
  });
});

describe('llms.txt', () => {
  const options: MarkdownTwinsOptions = {
    siteUrl,
    docsPluginIds: ['default', 'api'],
    sidebar: {pluginId: 'default', id: 'docs'},
  };
  const twin = (
    pluginId: string,
    docId: string,
    permalink: string,
    title: string,
    description = `About ${title}.`,
  ): Twin => ({
    pluginId,
    docId,
    permalink,
    path: markdownTwinPath(permalink),
    title,
    description,
    unlisted: false,
    markdown: `# ${title}\n`,
  });
  const sidebar: SidebarItemLike[] = [
    {
      type: 'category',
      label: 'Introduction',
      link: {type: 'doc', id: 'intro/about'},
      items: [{type: 'doc', id: 'intro/architecture'}],
    },
    {
      type: 'category',
      label: 'Edge',
      link: {type: 'generated-index'},
      items: [
        {type: 'doc', id: 'edge/installing'},
        {
          type: 'category',
          label: 'Addons',
          link: {type: 'doc', id: 'edge/addons/intro'},
          items: [{type: 'doc', id: 'edge/addons/ota'}],
        },
        {type: 'html', value: '<hr>'},
      ],
    },
    {
      type: 'category',
      label: 'API reference',
      items: [
        {type: 'link', label: 'All APIs', href: '/docs/api'},
        {type: 'link', label: 'Core API', href: '/docs/api/core'},
        {type: 'link', label: 'Elsewhere', href: 'https://example.org'},
        {type: 'doc', id: 'internal-api'},
      ],
    },
  ];
  function docsIn(prefix: string): Twin[] {
    return [
      twin('default', 'intro/about', `${prefix}/docs/intro/about`, 'About Fulcro'),
      twin('default', 'intro/architecture', `${prefix}/docs/intro/architecture`, 'Architecture'),
      twin('default', 'edge/installing', `${prefix}/docs/edge/installing`, 'Installing'),
      twin('default', 'edge/addons/intro', `${prefix}/docs/edge/addons/intro`, 'Addons'),
      twin('default', 'edge/addons/ota', `${prefix}/docs/edge/addons/ota`, 'OTA update'),
      twin('default', 'internal-api', `${prefix}/docs/internal-api`, 'Internal APIs'),
      twin('default', 'orphan', `${prefix}/docs/orphan`, 'Not in the sidebar'),
      twin('api', 'index', `${prefix}/docs/api/`, 'API reference'),
      twin('api', 'core/fulcro-core-api', `${prefix}/docs/api/core`, 'Fulcro Core API', 'Core is the heart.'),
    ];
  }

  it('lists every copy once, in sections that follow the sidebar (English)', () => {
    const twins = docsIn('');
    const {text} = makeLlmsTxt(twins, sidebar, options, {baseUrl: '/', locale: 'en', siteName: 'Fulcro'});
    expect(text).toMatch(/^# Fulcro\n\n> Fulcro is the industrial IoT platform[^\n]+\n\n[^#>\n][^\n]+\n\n## /);
    expect(text.match(/^## .+$/gm)).toEqual(['## Introduction', '## Edge', '## API reference', '## More pages']);
    for (const t of twins) {
      const line = `- [${t.title}](${siteUrl}${t.path}): ${t.description}`;
      expect(text.split('\n').filter((l) => l === line)).toHaveLength(1);
    }
    const edge = text.slice(text.indexOf('## Edge'), text.indexOf('## API reference'));
    expect(edge.match(/\]\(([^)]+)\)/g)).toEqual([
      `](${siteUrl}/docs/edge/installing.md)`,
      `](${siteUrl}/docs/edge/addons/intro.md)`,
      `](${siteUrl}/docs/edge/addons/ota.md)`,
    ]);
    expect(text).toContain(`- [API reference](${siteUrl}/docs/api/index.md)`);
    expect(text).not.toContain('example.org');
  });

  it('writes the Italian file with Italian words and /it/ addresses', () => {
    const twins = docsIn('/it');
    const {text, entries} = makeLlmsTxt(twins, sidebar, options, {baseUrl: '/it/', locale: 'it', siteName: 'Fulcro'});
    expect(text).toMatch(/^# Fulcro\n\n> Fulcro è la piattaforma IoT industriale/);
    expect(text).toContain('## Altre pagine');
    expect(entries).toHaveLength(twins.length);
    expect(entries.every((entry) => entry.url.startsWith(`${siteUrl}/it/docs/`) && entry.url.endsWith('.md'))).toBe(
      true,
    );
    expect(text).toContain(`(${siteUrl}/it/docs/api/core.md): Core is the heart.`);
  });

  it('escapes brackets in titles and keeps each entry on one line', () => {
    const text = llmsTxt({
      name: 'Fulcro',
      summary: 'One\nline.',
      details: [],
      sections: sectionsFromSidebar(
        [{type: 'doc', id: 'a'}],
        () => ({title: 'A [b]', url: 'https://x/a.md', description: 'two\nlines'}),
        'Docs',
      ),
    });
    expect(text).toBe('# Fulcro\n\n> One line.\n\n## Docs\n\n- [A \\[b\\]](https://x/a.md): two lines\n');
  });
});
