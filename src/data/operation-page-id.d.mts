/** Types of ./operation-page-id.mjs. */
export declare const operationPageId: (operationId: string) => string;
