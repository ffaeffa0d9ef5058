import ts from 'typescript';
import {load} from 'js-yaml';

/**
 * Pulls out of a file the Italian words a visitor reads, each with its
 * 1-based line: prose of Markdown and MDX (with the text props of JSX tags),
 * string literals of TypeScript modules (through the compiler's parser, so
 * escaped quotes and template strings are read as the browser gets them),
 * and the `message` values of Docusaurus translation files. Used by
 * tests/unit/italian-voice.test.ts.
 */

export type Piece = {line: number; text: string};

/**
 * Props of JSX/HTML tags whose value is an id, an address, a name or a
 * setting, never words: `<Fact of="…">`, `<Cta to="…" variant="…">`,
 * `<Section id="…">`, `<Figure drawing={…}>`, `<PlanAvailability rows="…">`.
 */
const nonProseProp =
  /^(of|href|to|id|name|drawing|src|icon|className|variant|rows|format|columns|type|slug|key|lang|target|rel|style|width|height)$/;

/**
 * Object keys whose value is an id or an address (`fulcroLink: '/docs/…'`,
 * `to: routes.pricing`). Narrower than the props: in a drawing's labels,
 * `columns`, `rows`, `image` or `colId` are words shown on the drawing.
 */
const nonProseKey = /^(of|href|to|id|src|icon|className|variant|slug|url|path|lang|locale)$|(Link|Url|Href)$/;

export function isProseProp(name: string): boolean {
  return !nonProseProp.test(name);
}

export function isProseKey(name: string): boolean {
  return !nonProseKey.test(name);
}

/** A value that is an address, not words: `/docs/…`, `#id`, `https://…`, `mailto:…`, `@site/…`. */
function looksLikeAddress(text: string): boolean {
  return /^(\/|#|\.\.?\/|https?:|mailto:|@site\/)\S*$/.test(text.trim());
}

/** Pushes a text that may span lines, one piece per line. */
function pushLines(out: Piece[], line: number, text: string): void {
  text.split('\n').forEach((part, offset) => {
    if (part.trim() && !looksLikeAddress(part)) out.push({line: line + offset, text: part});
  });
}

// ---------------------------------------------------------------- TypeScript

export type StringScope =
  /** Every string literal of the module: a module that is Italian as a whole. */
  | 'all'
  /** Only the values under an `it:` key (`{en: …, it: …}`) and the `locale === 'it' ? … : …` branch. */
  | 'it';

const isItalianTest = (node: ts.Expression): boolean =>
  ts.isBinaryExpression(node) &&
  node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken &&
  [node.left, node.right].some((side) => ts.isStringLiteral(side) && side.text === 'it');

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/**
 * String literals, template strings and JSX text of a TypeScript/TSX source,
 * in the given scope. Skipped: imports, types, object keys, and values of
 * keys/props that are ids or addresses (`isProseKey`, `isProseProp`). A template
 * string is one piece, its `${…}` holes read as a space.
 */
export function tsStrings(source: string, fileName: string, scope: StringScope, firstLine = 1): Piece[] {
  const kind = /\.[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  // No JSDoc parsing and no parent pointers: only the literals matter, and the drawings are long files.
  const sf = ts.createSourceFile(
    fileName,
    source,
    {languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone},
    false,
    kind,
  );
  const out: Piece[] = [];
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + firstLine;

  const visit = (node: ts.Node, inScope: boolean): void => {
    if (
      ts.isImportDeclaration(node) ||
      ts.isExportDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeNode(node)
    ) {
      return;
    }
    if (ts.isPropertyAssignment(node)) {
      const key = propertyName(node.name);
      if (key !== undefined && !isProseKey(key)) return;
      visit(node.initializer, inScope || key === 'it');
      return;
    }
    if (ts.isJsxAttribute(node)) {
      if (!isProseProp(node.name.getText(sf))) return;
      if (node.initializer) visit(node.initializer, inScope);
      return;
    }
    if (ts.isConditionalExpression(node) && isItalianTest(node.condition)) {
      visit(node.whenTrue, true);
      visit(node.whenFalse, inScope);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || node.expression.getText(sf) === 'require')
    )
      return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (inScope) pushLines(out, lineOf(node), node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      if (inScope)
        pushLines(
          out,
          lineOf(node),
          [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '),
        );
      for (const span of node.templateSpans) visit(span.expression, inScope);
      return;
    }
    if (ts.isJsxText(node)) {
      if (inScope) pushLines(out, lineOf(node), node.text.trim());
      return;
    }
    ts.forEachChild(node, (child) => visit(child, inScope));
  };
  visit(sf, scope === 'all');
  return out;
}

// ---------------------------------------------------------------- JSON

/**
 * The `message` values of a Docusaurus translation file (code.json, navbar.json,
 * footer.json, current.json), with their lines. Read line by line so that each
 * message keeps its line; the caller checks the count against JSON.parse.
 */
export function jsonMessages(source: string): Piece[] {
  const out: Piece[] = [];
  source.split('\n').forEach((raw, index) => {
    const m = /^\s*"message"\s*:\s*("(?:[^"\\]|\\.)*")\s*,?\s*$/.exec(raw);
    if (m) out.push({line: index + 1, text: JSON.parse(m[1]) as string});
  });
  return out;
}

// ---------------------------------------------------------------- Markdown and MDX

/** Front matter keys a visitor reads (a success story's `headline` is its card on /success-stories). */
const visibleFrontMatter = /^\s*(title|description|sidebar_label|headline):(.*)$/;

/** Index of the `}` closing the `{` at `start`, skipping JavaScript strings, templates and comments. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return i;
    } else if (c === '"' || c === "'") {
      i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
    } else if (c === '`') {
      i++;
      while (i < text.length && text[i] !== '`') {
        if (text[i] === '\\') i++;
        else if (text[i] === '$' && text[i + 1] === '{') i = closingBrace(text, i + 1);
        i++;
      }
    } else if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) return text.length;
      continue;
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2);
      if (i < 0) return text.length;
      i++;
    }
    i++;
  }
  return text.length;
}

/**
 * Lines of Italian prose, with their 1-based numbers. Left out: front matter
 * other than title, description, sidebar label and headline; fenced code;
 * inline code; link targets; heading ids; HTML comments; MDX import/export
 * lines; and JSX/HTML tags. A tag's string props are prose (`title="…"`,
 * `caption="…"`, `q="…"`, each a piece of its own), except the props that are
 * ids, addresses or names (`isProseProp`); in MDX (`mdx: true`), `{…}`
 * expressions contribute their string literals (`labels={{caption: "…"}}`),
 * read by the TypeScript parser. In plain Markdown braces are text.
 */
export function proseLines(markdown: string, options: {mdx?: boolean} = {}): Piece[] {
  const mdx = options.mdx ?? false;
  const lines = markdown.split('\n');
  const extra: Piece[] = [];
  let bodyStart = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      for (let index = 1; index < end; index++) {
        const m = visibleFrontMatter.exec(lines[index]);
        if (!m) continue;
        let value: unknown = m[2].trim();
        try {
          value = (load(`v: ${m[2].trim()}`) as {v: unknown} | undefined)?.v;
        } catch {
          // Left as written: the check still reads it.
        }
        if (typeof value === 'string') pushLines(extra, index + 1, value);
      }
      bodyStart = end + 1;
    }
  }

  const body = lines.slice(bodyStart).join('\n');
  const lineStarts = [0];
  for (let i = 0; i < body.length; i++) if (body[i] === '\n') lineStarts.push(i + 1);
  /** 1-based line in the whole file of a position in the body. */
  const lineAt = (pos: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1 + bodyStart;
  };
  const text: string[] = lines.map(() => '');
  const emit = (pos: number, s: string) => {
    text[lineAt(pos) - 1] += s;
  };
  const lineEnd = (pos: number) => {
    const end = body.indexOf('\n', pos);
    return end < 0 ? body.length : end;
  };

  /** Reads a `{…}` expression at `start`; its strings are prose unless the prop it belongs to is not. Returns the position after it. */
  const expression = (start: number, prose: boolean): number => {
    const end = closingBrace(body, start);
    if (prose) extra.push(...tsStrings(`(${body.slice(start + 1, end)}\n)`, 'expression.tsx', 'all', lineAt(start)));
    return end + 1;
  };

  /** Reads a tag at `start` (`<Name a="…" b={…}>`, `</Name>`, `<>`): its prose props go to `extra`. Returns the position after it. */
  const tag = (start: number): number => {
    let j = start + 1;
    if (body[j] === '/') j++;
    j += /^[\w.:-]*/.exec(body.slice(j, j + 100))![0].length;
    while (j < body.length) {
      while (/\s/.test(body[j] ?? '')) j++;
      if (body.startsWith('/>', j)) return j + 2;
      if (body[j] === '>') return j + 1;
      if (body[j] === '{') {
        j = expression(j, false);
        continue;
      }
      const name = /^[A-Za-z_:][\w:.-]*/.exec(body.slice(j, j + 100))?.[0];
      if (!name) {
        j++;
        continue;
      }
      j += name.length;
      while (/[ \t]/.test(body[j] ?? '')) j++;
      if (body[j] !== '=') continue;
      j++;
      while (/[ \t]/.test(body[j] ?? '')) j++;
      const quote = body[j];
      if (quote === '"' || quote === "'") {
        const close = body.indexOf(quote, j + 1);
        const end = close < 0 ? body.length : close;
        if (isProseProp(name)) pushLines(extra, lineAt(j + 1), body.slice(j + 1, end));
        j = end + 1;
      } else if (quote === '{' && mdx) {
        j = expression(j, isProseProp(name));
      } else {
        while (j < body.length && !/[\s>]/.test(body[j])) j++;
      }
    }
    return j;
  };

  let i = 0;
  let atLineStart = true;
  while (i < body.length) {
    if (atLineStart) {
      atLineStart = false;
      const line = body.slice(i, lineEnd(i));
      const fence = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fence) {
        const close = new RegExp(`^\\s*${fence[1][0]}{${fence[1].length},}\\s*$`);
        let j = lineEnd(i) + 1;
        while (j < body.length && !close.test(body.slice(j, lineEnd(j)))) j = lineEnd(j) + 1;
        i = lineEnd(j);
        continue;
      }
      if (mdx && /^(import|export)\s/.test(line)) {
        // ESM: one line, or until its braces close.
        const brace = line.indexOf('{');
        i = brace >= 0 && !line.includes('}') ? lineEnd(closingBrace(body, i + brace)) : lineEnd(i);
        continue;
      }
    }
    const c = body[i];
    if (c === '\n') {
      atLineStart = true;
      i++;
    } else if (c === '\\' && i + 1 < body.length && body[i + 1] !== '\n') {
      emit(i, body[i + 1]);
      i += 2;
    } else if (c === '`') {
      const run = /^`+/.exec(body.slice(i))![0];
      const close = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
      close.lastIndex = i + run.length;
      const m = close.exec(body);
      const paragraphEnd = body.indexOf('\n\n', i);
      if (m && (paragraphEnd < 0 || m.index < paragraphEnd)) {
        emit(i, ' ');
        i = m.index + run.length;
        atLineStart = false;
      } else {
        emit(i, run);
        i += run.length;
      }
    } else if (c === ']' && body[i + 1] === '(') {
      emit(i, ']');
      let depth = 0;
      let j = i + 1;
      for (; j < lineEnd(i); j++) {
        if (body[j] === '(') depth++;
        else if (body[j] === ')' && --depth === 0) break;
      }
      i = j + 1;
    } else if (body.startsWith('<!--', i)) {
      const end = body.indexOf('-->', i);
      i = end < 0 ? body.length : end + 3;
      emit(i - 1, ' ');
    } else if (c === '<' && /[A-Za-z/>]/.test(body[i + 1] ?? '')) {
      emit(i, ' ');
      i = tag(i);
    } else if (c === '{' && /^\{#[\w-]+\}/.test(body.slice(i, i + 100))) {
      emit(i, ' ');
      i = body.indexOf('}', i) + 1;
    } else if (c === '{' && mdx) {
      emit(i, ' ');
      i = expression(i, true);
    } else {
      emit(i, c);
      i++;
    }
  }

  const out: Piece[] = [];
  text.forEach((t, index) => {
    if (index >= bodyStart) out.push({line: index + 1, text: t.replace(/&quot;|&#34;/g, '"')});
  });
  return [...out, ...extra].sort((a, b) => a.line - b.line);
}

// ---------------------------------------------------------------- OpenAPI overlays

/**
 * The Italian of an OpenAPI overlay (i18n/it/openapi/{area}.overlay.yaml):
 * every `summary` and `description` value, read as Markdown (the pages render
 * them so: inline code and link targets are not prose), each line with its
 * line in the file. A value on its key's line (`summary: Elencare i thing`)
 * is that line; a block scalar (`description: |-`) starts on the next one
 * (a folded `>-` block joins its lines: its pieces take its first line).
 */
export function overlayTexts(source: string): Piece[] {
  const lines = source.split('\n');
  const out: Piece[] = [];
  lines.forEach((line, index) => {
    const m = /^(\s*)(summary|description):(.*)$/.exec(line);
    if (!m) return;
    const indent = m[1].length;
    let end = index + 1;
    while (end < lines.length && (lines[end].trim() === '' || /^\s*/.exec(lines[end])![0].length > indent)) end++;
    const chunk = lines
      .slice(index, end)
      .map((l) => l.slice(indent))
      .join('\n');
    const value = (load(chunk) as Record<string, unknown> | undefined)?.[m[2]];
    if (typeof value !== 'string') return;
    const block = /^\s*[|>]/.test(m[3]);
    const folded = /^\s*>/.test(m[3]);
    for (const piece of proseLines(value)) {
      out.push({line: index + 1 + (block ? (folded ? 1 : piece.line) : 0), text: piece.text});
    }
  });
  return out;
}
