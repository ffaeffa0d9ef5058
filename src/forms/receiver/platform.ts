/**
 * The parts of Cloudflare's runtime the receiver uses, typed here rather than
 * through @cloudflare/workers-types (whose globals clash with the DOM types
 * of the rest of the site). Wrangler hands the same objects to the Pages
 * Function and, through `getPlatformProxy`, to the dev server.
 */

export type D1Result<T> = {results: T[]; success: boolean};

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  all<T = Record<string, unknown>>(): Promise<D1Result<T>>;
  run(): Promise<D1Result<unknown>>;
}

export interface D1Database {
  prepare(sql: string): D1PreparedStatement;
  /** Runs the statements in one transaction; all or none. */
  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]>;
}

/** A service binding: another Worker, reached with fetch. */
export interface Fetcher {
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

/** The bindings and variables of the Pages project (wrangler.toml). */
export type FormsEnv = {
  /** The D1 database of submissions (migrations/). */
  DB: D1Database;
  /** The mailer Worker (workers/mailer/), which tells the team of each submission. */
  MAILER?: Fetcher;
  /** Optional: submissions per client and window instead of src/data/site-privacy.ts's figure. */
  FORMS_RATE_LIMIT?: string;
};
