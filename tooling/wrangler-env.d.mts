export declare const root: string;
export declare const wranglerBin: string;
export declare const pagesConfig: string;
export declare const mailerConfig: string;
export declare const defaultPersistTo: string;
export declare function wranglerEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export declare function runWrangler(
  args: string[],
  options?: {env?: Record<string, string>; quiet?: boolean},
): Promise<string>;
export declare function applyMigrations(
  persistTo: string | null,
  options?: {env?: Record<string, string>; quiet?: boolean},
): Promise<string>;
