import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {Collection, type CollectionDefinition, type Item} from 'postman-collection';
import {apiAreas} from '@site/src/data/api-areas';
import {decodeSample, encodeSample, sampleLanguages, type ApiFrontMatter} from '@site/src/shared/api-page';
import {operationKey, withEnvironmentVariables} from '@site/plugins/features/api-reference/code-samples';
import {downloadFile, downloadFormats, downloadsDir} from '@site/plugins/features/api-reference/api-files';
import {DocsContract} from './lib/docs-contract';
import {frontMatterOf} from './lib/generated-pages';

/**
 * What an integrator takes away from the API reference (issue 30), as
 * `npm run gen-api` wrote it: a request sample in six languages on every
 * operation page, and each area's spec and Postman collection to download.
 */

const methods = ['get', 'put', 'post', 'delete', 'patch'];
type Operation = {security?: Record<string, string[]>[]; requestBody?: unknown};
type Spec = {
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  servers: {url: string}[];
};

const specOf = (area: string) => load(readFileSync(`openapi/${area}.yaml`, 'utf8')) as Spec;
const operationsOf = (spec: Spec) =>
  Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => ({key: operationKey(method, path), operation})),
  );

function pagesOf(area: string): {file: string; api: ApiFrontMatter}[] {
  const dir = join('api-reference', area);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.api.mdx'))
    .map((name) => ({file: join(dir, name), api: frontMatterOf(join(dir, name)).api as ApiFrontMatter}));
}

/** The environment variable each kind of credential is read from, as the docs name them. */
const credentialVariables = ['FULCRO_TOKEN', 'FULCRO_SESSION', 'FULCRO_SESSION_TOKEN'];

describe('request samples on every operation page', () => {
  const contract = new DocsContract();

  it.each(apiAreas.map(({id}) => id))(
    '%s: six languages, the server of the spec, credentials from the environment, and bodies that keep the contract',
    (area) => {
      const spec = specOf(area);
      const operations = new Map(operationsOf(spec).map(({key, operation}) => [key, operation]));
      const pages = pagesOf(area);
      expect(pages.length).toBe(operations.size);
      const server = spec.servers[0].url.replace('{tenant}', 'acme');
      for (const {file, api} of pages) {
        const operation = operations.get(operationKey(api.method, api.path))!;
        expect(
          operation,
          `${file}: ${operationKey(api.method, api.path)} is no operation of openapi/${area}.yaml`,
        ).toBeDefined();
        expect(Object.keys(api.samples), file).toEqual(sampleLanguages.map(({id}) => id));
        const secured =
          (operation.security ?? spec.security ?? [])[0] !== undefined &&
          Object.keys((operation.security ?? spec.security ?? [])[0]).length > 0;
        for (const [language, encoded] of Object.entries(api.samples)) {
          const code = decodeSample(encoded);
          const where = `${file} (${language})`;
          expect(code, where).toContain(server);
          // Nothing left of the collection's variables or of the credential markers (a notification template's `{{name}}` is content).
          expect(code, where).not.toMatch(/\{\{(baseUrl|tenant|bearerToken)\}\}|__ENV_/);
          if (secured)
            expect(
              credentialVariables.some((name) => code.includes(name)),
              `${where} reads no credential from the environment`,
            ).toBe(true);
        }
        const curl = decodeSample(api.samples.curl);
        expect(curl, file).toMatch(/^curl /);
        // The docs' contract checker reads the curl sample as it reads the docs' commands: the call, its query
        // parameters and its body against the spec. The other languages render the same request of the collection.
        const markdown = `\`\`\`bash\n${curl}\n\`\`\``;
        expect(
          contract.check(file, markdown).map((f) => `${f.check}: ${f.message}`),
          file,
        ).toEqual([]);
      }
    },
  );

  it('a JSON body of a sample is the example of the spec, validated by the contract checker', () => {
    const page = pagesOf('core').find(({api}) => api.method === 'post' && api.path === '/things')!;
    const curl = decodeSample(page.api.samples.curl);
    expect(curl).toContain('"id": "boiler-0042"');
    // The same command with a property the schema does not know fails the check.
    const broken = curl.replace('"displayName"', '"name"');
    expect(contract.check(page.file, `\`\`\`bash\n${broken}\n\`\`\``).map((f) => f.check)).toContain('payloads');
  });
});

describe('a sample survives the trip through front matter', () => {
  it("its backslashes travel as a stand-in: none is left in the page's data, all come back", () => {
    const java = 'RequestBody.create(mediaType, "{\\n  \\"id\\": 1\\n}");';
    const curl = "curl 'https://acme.fulcro.cloud/api/core/v1/things' \\\n--header 'Accept: application/json'";
    for (const code of [java, curl]) {
      expect(encodeSample(code)).not.toContain('\\');
      expect(decodeSample(encodeSample(code))).toBe(code);
    }
  });
});

describe('credentials become environment variables in each language', () => {
  const marker = '__ENV_FULCRO_TOKEN__';
  it.each([
    ['curl', `--header 'Authorization: Bearer ${marker}'`, '--header "Authorization: Bearer $FULCRO_TOKEN"'],
    [
      'python',
      `import requests\nh = {'Authorization': 'Bearer ${marker}'}`,
      `import os\nimport requests\nh = {'Authorization': f'Bearer {os.environ["FULCRO_TOKEN"]}'}`,
    ],
    [
      'javascript',
      `h.append("Authorization", "Bearer ${marker}");`,
      'h.append("Authorization", `Bearer ${process.env.FULCRO_TOKEN}`);',
    ],
    [
      'go',
      `import (\n  "fmt"\n)\nreq.Header.Add("Authorization", "Bearer ${marker}")`,
      `import (\n  "os"\n  "fmt"\n)\nreq.Header.Add("Authorization", "Bearer " + os.Getenv("FULCRO_TOKEN"))`,
    ],
    [
      'java',
      `.addHeader("Authorization", "Bearer ${marker}")`,
      '.addHeader("Authorization", "Bearer " + System.getenv("FULCRO_TOKEN"))',
    ],
    [
      'csharp',
      `request.Headers.Add("Authorization", "Bearer ${marker}");`,
      'request.Headers.Add("Authorization", "Bearer " + Environment.GetEnvironmentVariable("FULCRO_TOKEN"));',
    ],
  ] as const)('%s', (language, code, expected) => {
    expect(withEnvironmentVariables(language, code)).toBe(expected);
  });

  it('a value that is only the credential needs no concatenation', () => {
    expect(withEnvironmentVariables('java', '.addHeader("X-Session-Token", "__ENV_FULCRO_SESSION_TOKEN__")')).toBe(
      '.addHeader("X-Session-Token", System.getenv("FULCRO_SESSION_TOKEN"))',
    );
  });
});

describe('downloads: each area as YAML, JSON and a Postman collection', () => {
  it.each(apiAreas.map(({id}) => id))(
    '%s: the files exist, parse to the same spec, and the collection has one request per operation',
    (area) => {
      for (const format of downloadFormats) {
        const file = join(downloadsDir, downloadFile(area, format));
        expect(existsSync(file), `${file} is missing: run npm run gen-api`).toBe(true);
      }
      const yaml = load(readFileSync(join(downloadsDir, downloadFile(area, 'yaml')), 'utf8')) as Spec;
      const json = JSON.parse(readFileSync(join(downloadsDir, downloadFile(area, 'json')), 'utf8')) as Spec;
      expect(json).toEqual(yaml);
      expect(json).toEqual(specOf(area));
      // One self-contained file: no YAML anchors to resolve, no reference to another file.
      const yamlText = readFileSync(join(downloadsDir, downloadFile(area, 'yaml')), 'utf8');
      expect(yamlText).not.toMatch(/^\s*[^#\n]*[&*]id\d+/m);
      expect(yamlText).not.toMatch(/\$ref: (?!['"]?#)/);

      const collection = new Collection(
        JSON.parse(readFileSync(join(downloadsDir, downloadFile(area, 'postman')), 'utf8')) as CollectionDefinition,
      );
      const requests: string[] = [];
      collection.forEachItem((item: Item) => {
        const path = `/${(item.request.url.path ?? []).map((s) => (s.startsWith(':') ? `{${s.slice(1)}}` : s)).join('/')}`;
        requests.push(operationKey(item.request.method, path));
      });
      expect(requests.sort()).toEqual(
        operationsOf(specOf(area))
          .map(({key}) => key)
          .sort(),
      );
    },
  );

  it("the YAML downloads lint clean with the specs' rules", {timeout: 120_000}, () => {
    const files = apiAreas.map(({id}) => join(downloadsDir, downloadFile(id, 'yaml')));
    let output = '';
    try {
      output = execFileSync('npx', ['redocly', 'lint', '--format=summary', ...files], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
      });
    } catch (error) {
      output = `${String((error as {stdout?: string}).stdout)}${String((error as {stderr?: string}).stderr)}`;
      throw new Error(`redocly lint failed on the downloads:\n${output}`);
    }
  });
});
