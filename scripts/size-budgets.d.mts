export declare const KB: number;
export declare const BUDGETS: { entry: number; runtime: number; kit: number; widget: number; adapter: number; adapterParts: number };
export interface Budget { name: string; gzip: number; budget: number }
export declare function measure(dist: string): { chunks: Array<{ file: string; gzip: number }>; budgets: Budget[] };
export declare function staticClosure(chunksDir: string, start: string, into?: Set<string>): Set<string>;
