// Lets node import the element modules (elements/widget-table.ts and what reads it): they build their classes
// on HTMLElement when imported, and define or render nothing, as custom-elements-manifest.config.mjs relies on.
(globalThis as { HTMLElement?: unknown }).HTMLElement ??= class {};
