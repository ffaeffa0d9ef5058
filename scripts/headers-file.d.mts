export type HeaderRule = {pattern: string; headers: Array<{name: string; value?: string}>};
export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function matches(pattern: string, pathname: string): boolean;
export declare function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
export declare function formatHeadersFile(rules: HeaderRule[]): string;
