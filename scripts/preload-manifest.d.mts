import type { Plugin } from 'rollup';

/** dist/preload.json: the files a server names in <link rel="modulepreload"> (README, "Serving it"). */
export interface PreloadManifest {
  /** By tag, the files of a widget's first render beyond the entry script. */
  widgets: Record<string, string[]>;
  /** The files every widget's first render needs (in each list of `widgets`): for a page whose tags the server does not know. */
  shared: string[];
  /** By tag and `tab` value, what an element opened on that tab adds to its widget's files. */
  tabs: Record<string, Record<string, string[]>>;
  /** By tag, what a widget's first render imports once it has painted (beyond its `widgets` files). */
  afterPaint: Record<string, string[]>;
  /** By locale, its catalog's common part (every widget's first render needs it). */
  catalogs: Record<string, string>;
  /** By tag and locale, that widget's own part of the catalog (a first render needs it beside `catalogs`). */
  catalogParts: Record<string, Record<string, string>>;
  /** By platform, its adapter with what it imports. */
  adapters: Record<string, string[]>;
  /**
   * By platform, the areas of its adapter (chunks loaded at their operations' first call, beyond `adapters`) that a
   * first render calls: by tag, those of the widget's first reads; by tag and `tab` value, those its tab's panel
   * adds; `session`, those of the reads the session services make on every signed-in page; `afterPaint`, by tag,
   * those a first render has its platform load once it has painted (Platform.prefetch: the sign-up's contact check);
   * `tabsAfterPaint`, by tag and `tab` value, those a tab's panel has its platform load once it shows (the limits' writes).
   */
  adapterAreas: Record<string, {
    widgets: Record<string, string[]>;
    tabs: Record<string, Record<string, string[]>>;
    session: string[];
    afterPaint: Record<string, string[]>;
    tabsAfterPaint: Record<string, Record<string, string[]>>;
  }>;
  /** The session services a signed-in player's page loads first. */
  session: string[];
}

/** An adapter's index's operations that load an area, as [operation, the area's loader's name]. */
export function lazyOperations(source: string): [string, string][];

export default function preloadManifest(): Plugin;
