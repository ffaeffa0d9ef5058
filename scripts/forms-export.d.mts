export declare const submissionColumns: string[];
export declare const cspReportColumns: string[];
export declare function csvCell(value: unknown): string;
export declare function toCsv(rows: Record<string, unknown>[], columns: string[]): string;
export declare function submissionFromRow(row: Record<string, unknown>): Record<string, unknown>;
export declare function query(
  sql: string,
  options?: {remote?: boolean; persistTo?: string},
): Promise<Record<string, unknown>[]>;
