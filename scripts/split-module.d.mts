import type { GetModuleInfo, Plugin } from 'rollup';

/** Splits the module whose id matches `pattern` into a module per top-level declaration, behind a facade. */
export default function splitModule(pattern: RegExp): Plugin;
/** The parts of the split package `specifier` that the modules `ids` import, with those the parts import. */
export function partsImportedBy(ids: Iterable<string>, specifier: string, getModuleInfo: GetModuleInfo): Set<string>;
