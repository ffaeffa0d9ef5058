/**
 * One Postman collection per API area, converted from its spec at generation
 * time by openapi-to-postmanv2 (maintained by Postman, already the OpenAPI
 * docs plugin's own dependency). It is both a download
 * (`/openapi/{area}.postman_collection.json`) and the source of the pages'
 * request samples (./code-samples.ts), so that a sample shows exactly the
 * request that the collection imports.
 */
import Converter from 'openapi-to-postmanv2';
import type {CollectionDefinition} from 'postman-collection';

/** Parameter and body values come from the spec's examples, folders from its tags. */
const conversionOptions = {
  requestParametersResolution: 'Example',
  exampleParametersResolution: 'Example',
  parametersResolution: 'Example',
  folderStrategy: 'Tags',
  includeAuthInfoInExample: false,
  enableOptionalParameters: false,
} as const;

/** The collection of one spec (its YAML or JSON text). */
export function postmanCollection(specText: string): Promise<CollectionDefinition> {
  return new Promise((resolve, reject) => {
    Converter.convertV2({type: 'string', data: specText}, conversionOptions, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(`openapi-to-postmanv2: ${JSON.stringify(error)}`));
      if (!result?.result || !result.output?.[0]) return reject(new Error(`openapi-to-postmanv2: ${result?.reason ?? 'no collection'}`));
      resolve(result.output[0].data as CollectionDefinition);
    });
  });
}
