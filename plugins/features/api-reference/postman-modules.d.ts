/**
 * The parts of postman-collection and postman-code-generators that the
 * request samples and downloads use: neither names declarations in its
 * package.json (postman-collection's own, under types/, are for an older API).
 */
declare module 'postman-collection' {
  export type FormField = {key: string; value?: string; type?: string; src?: string; contentType?: string; disabled?: boolean};
  export type RequestDefinition = {
    method?: string;
    url?: unknown;
    header?: unknown[];
    auth?: unknown;
    body?: {mode?: string; raw?: string; formdata?: FormField[]; urlencoded?: FormField[]; [key: string]: unknown};
    [key: string]: unknown;
  };
  export type CollectionDefinition = {
    info?: unknown;
    item?: unknown[];
    variable?: {key?: string; value?: unknown}[];
    [key: string]: unknown;
  };
  export class Request {
    constructor(definition: RequestDefinition);
    method: string;
    url: {path?: string[]};
    headers: {add(header: {key: string; value: string}): void};
    toJSON(): RequestDefinition;
  }
  export class Item {
    request: Request;
  }
  export class Collection {
    constructor(definition: CollectionDefinition);
    forEachItem(callback: (item: Item) => void): void;
    toJSON(): CollectionDefinition;
  }
}

declare module 'postman-code-generators' {
  import type {Request} from 'postman-collection';

  type Options = Record<string, string | number | boolean>;
  const codegen: {
    convert(language: string, variant: string, request: Request, options: Options, callback: (error: unknown, snippet?: string) => void): void;
  };
  export default codegen;
}
