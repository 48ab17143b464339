export declare function partDocsIn(code: string): Map<string, string>;
