/** Types of ./overlays.mjs (the Italian text of the API reference as OpenAPI overlays). */

/** A place of the spec whose texts an operation page shows. */
export type TranslatableText = {
  /** RFC 9535 normalized path: `$['paths']['/things']['get']`. */
  path: string;
  keys: (string | number)[];
  /** The same place written for people: `$.paths['/things'].get`. */
  target: string;
  /** Its English `summary` and/or `description`. */
  texts: Partial<Record<'summary' | 'description', string>>;
};

export type ActionState = 'current' | 'stale' | 'unmarked' | 'orphaned' | 'invalid';

export type ActionCheck = {
  /** Position in the overlay's `actions`. */
  index: number;
  target: string;
  /** The fields it translates. */
  keys: ('summary' | 'description')[];
  /** Normalized paths of the nodes its target selects. */
  paths: string[];
  state: ActionState;
  /** Why it is orphaned or invalid. */
  problem?: string;
  /** Hash of the English it translates, as the spec is now (null when it cannot be applied). */
  englishHash: string | null;
  /** The hash the action records. */
  hash: string | null;
  /** The English it translates, as the spec is now. */
  english?: Partial<Record<'summary' | 'description', string>>;
  /** Its Italian. */
  italian: Partial<Record<'summary' | 'description', string>>;
};

export type OverlayCheck = {
  /** Problems of the document as a whole. */
  problems: string[];
  actions: ActionCheck[];
  /** English texts no applicable action covers: shown in English. */
  missing: TranslatableText[];
  /** Every translatable text of the spec. */
  texts: TranslatableText[];
};

export declare const overlayLocale: string;
export declare const translatedKeys: readonly ['summary', 'description'];
export declare function overlayFile(area: string, locale?: string): string;
export declare function specFile(area: string): string;
export declare function normalizedPath(keys: (string | number)[]): string;
export declare function readablePath(keys: (string | number)[]): string;
export declare function translatableTexts(spec: unknown): TranslatableText[];
export declare function textHash(texts: Partial<Record<string, string>>): string;
export declare function operationTexts(spec: unknown, texts?: TranslatableText[]): {method: string; path: string; operationId: string; texts: Set<string>}[];
export declare function checkOverlay(spec: unknown, overlay: unknown): OverlayCheck;
export declare function isApplicable(action: ActionCheck): boolean;
export declare function applicableOverlay(overlay: unknown, check: OverlayCheck): Record<string, unknown> & {actions: unknown[]};
export declare function readArea(siteDir: string, area: string): {spec: unknown; overlay: unknown};
export declare function emptyOverlay(area: string): {overlay: string; info: {title: string; version: string}; actions: unknown[]};
export declare function markOverlay(text: string, spec: unknown): {text: string; marked: number; refused: ActionCheck[]};
export declare function suggestActions(spec: unknown, missing: TranslatableText[]): {target: string; texts: Partial<Record<string, string>>; places: string[]}[];
export declare function actionsToTranslate(spec: unknown, missing: TranslatableText[]): string;
