export declare const fontRecipe: {
  source: string;
  output: string;
  weights: {min: number; max: number};
  unicodeRange: string;
};
export declare function codePoints(unicodeRange: string): number[];
export declare function makeFont(): Promise<Buffer>;
export declare function fontFaceRules(url: string): string;
