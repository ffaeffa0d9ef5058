export declare const chromiumBinary: string;
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
