export declare function renderedFeature(tag: string, imported: readonly string[]): string | null | undefined;
export declare function importedSources(root: string, start: string, options?: { dynamic?: boolean; skip?: RegExp }): Set<string>;
export declare function chunkClosure(dist: string, feature: string): string[];
export declare function featureSources(root: string, feature: string): string[];
