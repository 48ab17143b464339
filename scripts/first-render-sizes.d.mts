export declare const KB: number;
export interface Part { name: string; raw: number; gzip: number; brotli: number; files: string[] }
export interface Page { name: string; tags: string[]; adapter?: boolean; session?: boolean; css?: boolean; budget: number; goal: number }
export declare const PAGES: Page[];
export declare function partOf(file: string, catalogs: Record<string, string>, catalogParts?: Record<string, Record<string, string>>): string;
export declare function measureFirstRenders(dist: string, locale?: string, platform?: string): Array<Page & { files: string[]; parts: Part[]; raw: number; gzip: number; brotli: number }>;
