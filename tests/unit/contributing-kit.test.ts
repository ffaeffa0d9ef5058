import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import ts from 'typescript';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import {visit} from 'unist-util-visit';
import {lookupSource} from '../../src/data/vendor-sources';

/**
 * CONTRIBUTING.md teaches editors the page kit with one example per
 * component. This keeps the guide from drifting away from the kit: every
 * component the MDX pages get without an import has an example in an `mdx`
 * block, every example parses as MDX the way the site reads it, and every tag
 * in it fits the component's props as TypeScript declares them (known props
 * only, the required ones present, literal values of the right type,
 * children only where the component takes them), names facts and pricing rows
 * that exist, and imports files that exist.
 */

import {lookupFact} from '../../src/data/facts';
import {matrixRow} from '../../src/data/plans';

const guidePath = 'CONTRIBUTING.md';
const providerPath = 'src/theme/MDXPage/index.tsx';

/** The module whose exports `src/theme/MDXPage` hands to every MDX page through `<MDXProvider components={…}>`. */
function registryPath(): string {
  const provider = readFileSync(providerPath, 'utf8');
  const name = /<MDXProvider\s+components=\{(\w+)\}/.exec(provider)?.[1];
  const from = name && new RegExp(`import \\* as ${name} from '@site/([^']+)'`).exec(provider)?.[1];
  const file =
    from && ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => from + ext).find((path) => existsSync(path));
  if (!file)
    throw new Error(
      `${providerPath}: no \`<MDXProvider components={kit}>\` with \`import * as kit from '@site/…'\` found`,
    );
  return file;
}

type Example = {source: string; line: number};

/** The guide's `mdx` code blocks, with the line of the guide where each one's code starts. */
function examples(guide: string): Example[] {
  const found: Example[] = [];
  visit(unified().use(remarkParse).use(remarkGfm).parse(guide), 'code', (node) => {
    if (node.lang === 'mdx') found.push({source: node.value, line: (node.position?.start.line ?? 0) + 1});
  });
  return found;
}

type Tag = {
  name: string;
  line: number;
  attributes: {name: string | null; value: null | string | {expression: string}}[];
  hasChildren: boolean;
};
type ParsedExample = {tags: Tag[]; imports: Record<string, string>};

/** Parses an example as the site's MDX loader does (GFM, MDX; Docusaurus strips `{#id}` heading ids first). */
function parseExample({source, line}: Example): ParsedExample {
  const text = source.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).parse(text);
  const parsed: ParsedExample = {tags: [], imports: {}};
  visit(tree, (node) => {
    if (node.type === 'mdxjsEsm') {
      for (const m of node.value.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/g)) parsed.imports[m[1]] = m[2];
    } else if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name &&
      /^[A-Z]/.test(node.name)
    ) {
      parsed.tags.push({
        name: node.name,
        line: line + (node.position?.start.line ?? 1) - 1,
        attributes: node.attributes.map((a) =>
          a.type === 'mdxJsxAttribute'
            ? {
                name: a.name,
                value:
                  a.value === null || a.value === undefined
                    ? null
                    : typeof a.value === 'string'
                      ? a.value
                      : {expression: a.value.value},
              }
            : {name: null, value: {expression: a.value}},
        ),
        hasChildren: node.children.length > 0,
      });
    }
  });
  return parsed;
}

/** `@site/src/drawings/edge-gateway` → the file it names, if any. */
function sitePath(importPath: string): string | undefined {
  if (!importPath.startsWith('@site/')) return undefined;
  const base = importPath.slice('@site/'.length);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path));
}

type Prop = {optional: boolean; type: ts.Type};

/** Reads the kit's components and their props from TypeScript, with the project's compiler options. */
function loadKit(registry: string, extraFiles: string[]) {
  const config = ts.readConfigFile('tsconfig.json', (path) => ts.sys.readFile(path));
  const {options} = ts.parseJsonConfigFileContent(config.config, ts.sys, process.cwd());
  const program = ts.createProgram(
    [registry, ...extraFiles].map((file) => resolve(file)),
    {...options, noEmit: true},
  );
  const checker = program.getTypeChecker();
  const exportsOf = (file: string) => {
    const source = program.getSourceFile(resolve(file));
    const module = source && checker.getSymbolAtLocation(source);
    return module ? checker.getExportsOfModule(module) : [];
  };
  const typeOf = (symbol: ts.Symbol) =>
    checker.getTypeOfSymbol(symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

  const components = new Map<string, Map<string, Prop>>();
  for (const exported of exportsOf(registry)) {
    const signature = typeOf(exported).getCallSignatures()[0];
    if (!signature) continue;
    const props = new Map<string, Prop>();
    const [propsParameter] = signature.getParameters();
    if (propsParameter) {
      for (const prop of checker.getTypeOfSymbol(propsParameter).getProperties()) {
        props.set(prop.name, {
          optional: (prop.flags & ts.SymbolFlags.Optional) !== 0,
          type: checker.getTypeOfSymbol(prop),
        });
      }
    }
    components.set(exported.name, props);
  }

  /** The type a literal attribute value has in TSX, or undefined when the value is an expression not worth typing here. */
  const valueType = (
    value: Tag['attributes'][number]['value'],
    imports: Record<string, string>,
  ): ts.Type | undefined => {
    if (value === null) return checker.getTrueType();
    if (typeof value === 'string') return checker.getStringLiteralType(value);
    const expression = value.expression.trim();
    if (/^-?\d+(\.\d+)?$/.test(expression)) return checker.getNumberLiteralType(Number(expression));
    if (expression === 'true') return checker.getTrueType();
    if (expression === 'false') return checker.getFalseType();
    if (/^(['"]).*\1$/.test(expression)) return checker.getStringLiteralType(expression.slice(1, -1));
    const file = imports[expression] && sitePath(imports[expression]);
    const defaultExport = file ? exportsOf(file).find((symbol) => symbol.name === 'default') : undefined;
    return defaultExport && typeOf(defaultExport);
  };

  /** What is wrong with one tag of an example, against the kit's props. */
  const problems = (tag: Tag, imports: Record<string, string>): string[] => {
    const at = `line ${tag.line} <${tag.name}>`;
    const attribute = (name: string) => tag.attributes.find((a) => a.name === name)?.value;
    /** An attribute written as a plain string (`of="…"`), or undefined. */
    const literal = (name: string) => {
      const value = attribute(name);
      return typeof value === 'string' ? value : undefined;
    };
    if (tag.name === 'Fact') {
      // Not a component: plugins/remark/facts writes the figure in when the page is compiled.
      const of = literal('of');
      const out: string[] = [];
      if (of === undefined) out.push(`${at}: of="a.dotted.name" is written as a plain string`);
      else if (lookupFact(of) === undefined) out.push(`${at}: of="${of}" names no fact in src/data/facts.ts`);
      if (attribute('format') !== undefined && !['count', 'plain', 'eur'].includes(literal('format') ?? ''))
        out.push(`${at}: format is "count", "plain" or "eur"`);
      return out;
    }
    if (tag.name === 'Source') {
      // Not a component either: plugins/remark/sources writes the link and the day it was checked.
      const of = literal('of');
      return of !== undefined && lookupSource(of)
        ? []
        : [`${at}: of="…" names no source in src/data/vendor-sources.ts`];
    }
    if (tag.name in imports)
      return sitePath(imports[tag.name])
        ? []
        : [`${at}: imported from ${imports[tag.name]}, which is no file of the site`];
    const props = components.get(tag.name);
    if (!props)
      return [`${at}: not a component of the kit (${[...components.keys()].join(', ')}), nor imported by the example`];
    const out: string[] = [];
    for (const {name, value} of tag.attributes) {
      if (name === null) {
        out.push(`${at}: a spread attribute; write each prop`);
        continue;
      }
      const prop = props.get(name);
      if (!prop || name === 'children') {
        out.push(`${at}: no prop "${name}" (props: ${[...props.keys()].join(', ') || 'none'})`);
        continue;
      }
      if (value !== null && typeof value !== 'string' && /^[A-Za-z_$][\w$]*$/.test(value.expression.trim())) {
        const identifier = value.expression.trim();
        if (!['true', 'false'].includes(identifier) && !(identifier in imports))
          out.push(`${at}: ${name}={${identifier}} names nothing the example imports`);
      }
      const type = valueType(value, imports);
      if (type && !checker.isTypeAssignableTo(type, prop.type)) {
        out.push(`${at}: ${name} is ${checker.typeToString(type)}, the prop takes ${checker.typeToString(prop.type)}`);
      }
    }
    for (const [name, prop] of props) {
      if (prop.optional) continue;
      if (name === 'children' && !tag.hasChildren)
        out.push(`${at}: needs content between its opening and closing tags`);
      if (name !== 'children' && !tag.attributes.some((a) => a.name === name))
        out.push(`${at}: the required prop "${name}" is missing`);
    }
    if (tag.hasChildren && !props.has('children')) out.push(`${at}: takes no content; write <${tag.name} />`);
    if (tag.name === 'PlanAvailability') {
      for (const row of (literal('rows') ?? '').split(','))
        if (!matrixRow(row.trim())) out.push(`${at}: no pricing-matrix row "${row.trim()}" in src/data/plans.ts`);
    }
    return out;
  };

  /** Import lines whose `@site/…` path is no file of the site. */
  const importProblems = (imports: Record<string, string>): string[] =>
    Object.entries(imports).flatMap(([name, path]) =>
      sitePath(path) ? [] : [`import ${name} from '${path}': no such file of the site`],
    );

  return {components, problems, importProblems};
}

const guide = readFileSync(guidePath, 'utf8');
const registry = registryPath();
const blocks = examples(guide);
/** Each example parsed, or the MDX parser's complaint. */
const parsed = blocks.map((example) => {
  try {
    return {example, result: parseExample(example)};
  } catch (error) {
    return {example, error: error as Error & {line?: number}};
  }
});
const importedFiles = parsed.flatMap(({result}) =>
  Object.values(result?.imports ?? {}).flatMap((path) => sitePath(path) ?? []),
);
const kit = loadKit(registry, importedFiles);

describe(`${guidePath}: the page kit`, () => {
  it(`reads the kit from ${providerPath}`, () => {
    expect(kit.components.size, `${registry} exports the kit's components`).toBeGreaterThan(5);
  });

  it('has an example of every component the kit registers', () => {
    const shown = blocks.map((b) => b.source).join('\n');
    const missing = [...kit.components.keys()].filter((name) => !new RegExp(`<${name}[\\s/>]`).test(shown));
    expect(missing, `${guidePath} needs an \`mdx\` example of each (its section "The page kit")`).toEqual([]);
  });

  it('parses every example as MDX', () => {
    const failures = parsed.flatMap(({example, error}) =>
      error ? [`${guidePath}:${example.line + (error.line ?? 1) - 1}: ${error.message}`] : [],
    );
    expect(failures).toEqual([]);
  });

  it("writes every tag of the examples as the component's props allow", () => {
    const found = parsed.flatMap(({result}) =>
      result
        ? [...kit.importProblems(result.imports), ...result.tags.flatMap((tag) => kit.problems(tag, result.imports))]
        : [],
    );
    expect(found.map((problem) => `${guidePath}:${problem.replace(/^line (\d+) /, '$1: ')}`)).toEqual([]);
  });

  it('catches a wrong prop, a missing one, content where none goes, an unknown fact, tag or import', () => {
    const broken = parseExample({
      line: 1,
      source: [
        '<Cta to="/checkout" variant="tertiary" size="large">Go</Cta>',
        '<Section title="No anchor">',
        '',
        'Text for <Fact of="no.such.fact" />.',
        '',
        '</Section>',
        '<Product>Fulcro</Product>',
        '<FeatureGrid columns={4} />',
        '<Cards />',
        "import Missing from '@site/src/drawings/no-such-drawing';",
        '',
        '<Figure drawing={Missing} />',
        '<Figure drawing={Unimported} />',
      ].join('\n'),
    });
    const found = [
      ...kit.importProblems(broken.imports),
      ...broken.tags.flatMap((tag) => kit.problems(tag, broken.imports)),
    ].join('\n');
    expect(found).toMatch(/line 1 <Cta>: variant is "tertiary"/);
    expect(found).toMatch(/line 1 <Cta>: no prop "size"/);
    expect(found).toMatch(/line 2 <Section>: the required prop "id" is missing/);
    expect(found).toMatch(/line 4 <Fact>: of="no.such.fact" names no fact/);
    expect(found).toMatch(/line 7 <Product>: takes no content/);
    expect(found).toMatch(/line 8 <FeatureGrid>: columns is 4/);
    expect(found).toMatch(/line 8 <FeatureGrid>: needs content/);
    expect(found).toMatch(/line 9 <Cards>: not a component of the kit/);
    expect(found).toMatch(/import Missing from '@site\/src\/drawings\/no-such-drawing': no such file/);
    expect(found).toMatch(/line 13 <Figure>: drawing=\{Unimported\} names nothing the example imports/);
  });
});
