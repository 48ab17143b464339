import type { Plugin } from 'rollup';

/** The production build a bare specifier of react or react-dom stands for, as a path. */
export function productionFile(specifier: string): string;
/** React's production builds read as ES modules, so that the bundle keeps only what the library uses of them. */
export default function reactEsm(): Plugin;
