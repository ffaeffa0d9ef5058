/**
 * The payload checker's validators (issue 42): the schemas of the messages a
 * connectable publishes, compiled by Ajv into standalone code at generation
 * time and written to `api-reference/_generated/mqtt-validators.mjs`. The
 * page cannot compile them in the browser: Ajv's compiler needs `eval`, which
 * the site's Content-Security-Policy forbids; standalone code is also smaller
 * than Ajv itself. Objects are closed as for the docs' examples
 * (closeObjectSchemas of src/shared/payload-schema.ts).
 */
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import {closeObjectSchemas} from '../../../src/shared/payload-schema';
import type {MqttContract} from '../../../src/shared/mqtt-contract';

type Json = Record<string, unknown>;

export const validatorsFile = 'mqtt-validators.mjs';

/** Names of the schemas of the messages a device or an edge publishes. */
export function publishedSchemaNames(contract: MqttContract): string[] {
  const names = contract.channels
    .filter((c) => c.operations.some((o) => o.action === 'send' && (o.actor === 'device' || o.actor === 'edge')))
    .flatMap((c) => c.messages.filter((m) => m.contentType !== 'application/senml+cbor').map((m) => m.schemaName));
  return [...new Set(names)].sort();
}

/** The closed schema document, for Ajv in Node (tests) and for the standalone code. */
export function closedContractSchemas(contract: MqttContract): MqttContract['schemas'] {
  const schemas = structuredClone(contract.schemas);
  closeObjectSchemas(schemas.$defs, schemas.$defs as Record<string, Json>, (ref) => /#\/\$defs\/(.+)$/.exec(ref)?.[1]);
  return schemas;
}

/** The ES module that exports one validator per published schema, and its type declarations. */
export function mqttValidatorsModule(contract: MqttContract): {code: string; types: string} {
  const ajv = new Ajv2020({strict: false, allErrors: true, code: {source: true, esm: true, lines: false}});
  // Descriptions and examples only weigh on the page: the validators never read them.
  const schemas = JSON.parse(
    JSON.stringify(closedContractSchemas(contract), (key, value: unknown) => (key === 'description' || key === 'example' || key === 'examples' || key.startsWith('x-') ? undefined : value)),
  ) as MqttContract['schemas'];
  ajv.addSchema(schemas);
  const names = publishedSchemaNames(contract);
  let code = standaloneCode(ajv, Object.fromEntries(names.map((name) => [name, `${schemas.$id}#/$defs/${name}`])));
  // Ajv's ESM output still require()s its runtime helpers; import them instead (CommonJS modules: their default is
  // module.exports in Node and exports.default in webpack, hence the unwrap).
  const helpers = new Map<string, string>();
  code = code.replace(/require\("(ajv\/dist\/runtime\/[\w]+)"\)\.default/g, (_, module: string) => {
    if (!helpers.has(module)) helpers.set(module, `runtime${helpers.size}`);
    return helpers.get(module)!;
  });
  if (/require\(/.test(code)) throw new Error(`${validatorsFile}: Ajv's code requires a module the generator does not import: ${/require\([^)]*\)/.exec(code)![0]}`);
  const imports = [...helpers].map(([module, name]) => `import ${name}Module from "${module}.js";\nconst ${name} = typeof ${name}Module === "function" ? ${name}Module : ${name}Module.default;`);
  code = `// Written by npm run gen-api (plugins/features/api-reference/mqtt-validators.ts): do not edit.\n${imports.join('\n')}\n${code.replace(/^"use strict";/, '')}\n`;
  const types = `import type {Validator} from '../../src/shared/payload-schema';\n${names.map((n) => `export declare const ${n}: Validator;`).join('\n')}\n`;
  return {code, types};
}
