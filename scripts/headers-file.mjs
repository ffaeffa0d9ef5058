/**
 * The `_headers` file a static host applies to responses (Cloudflare Pages'
 * format; Netlify reads the same syntax), and how a rule set resolves for a
 * path. Written by plugins/features/security-headers at build time, applied by
 * scripts/serve-static.mjs, so every end-to-end test runs under it.
 *
 * Format: a line with a path pattern (`/*` matches everything below), then
 * indented `Name: value` lines; `! Name` removes a header an earlier rule set.
 * When several rules match, they apply in file order, and a header set twice
 * is joined with ", " (Cloudflare Pages' behaviour).
 */

/** @typedef {{pattern: string, headers: Array<{name: string, value?: string}>}} HeaderRule */

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trimEnd();
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: []});
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers line ${index + 1}: a header before any path`);
    const detach = /^!\s*(\S+)$/.exec(line.trim());
    if (detach) {
      rule.headers.push({name: detach[1].toLowerCase()});
      continue;
    }
    const set = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(line.trim());
    if (!set) throw new Error(`_headers line ${index + 1}: expected "Name: value", got "${line.trim()}"`);
    rule.headers.push({name: set[1].toLowerCase(), value: set[2]});
  }
  return rules;
}

/**
 * @param {string} pattern
 * @param {string} pathname
 */
export function matches(pattern, pathname) {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern;
}

/**
 * The headers that apply to a path (names in lower case).
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const {name, value} of rule.headers) {
      if (value === undefined) delete result[name];
      else result[name] = name in result ? `${result[name]}, ${value}` : value;
    }
  }
  return result;
}

/**
 * @param {HeaderRule[]} rules
 * @returns {string}
 */
export function formatHeadersFile(rules) {
  return `${rules
    .map(({pattern, headers}) =>
      [pattern, ...headers.map(({name, value}) => (value === undefined ? `  ! ${name}` : `  ${name}: ${value}`))].join('\n'),
    )
    .join('\n')}\n`;
}
