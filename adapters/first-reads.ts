import type { OperationName } from './contract.ts';

// What a first render calls of its platform, for dist/preload.json (scripts/preload-manifest.mjs): an adapter whose
// areas load at their operations' first call (adapters/rest/index.ts) adds to a first render the areas it calls.
// The build reads the operations a widget's first-render code calls (its feature and what that imports
// statically) and lists their areas' chunks for the widget. Where that code also holds what the widget calls
// later (the sign-up's submit and the offers after it, the account's tabs' writes), the widget names here the
// reads its first render makes, and the build keeps only those of the ones it found. Types only: the build
// imports this module in node.

/**
 * By tag (or tag and `tab` value, for what an element opened on a tab adds): the operations a widget's first render
 * calls, where its code calls more (read by the build).
 */
export const FIRST_READS = {
  // Step 1: the reference data, the IP's country for the prefills, the terms' version.
  'casino-signup': ['getCountries', 'getCurrencies', 'getCallingCodes', 'getIpCountry', 'getTerms'],
  // The inbox, its opening tab, for a signed-in player.
  'casino-account': ['getProfile', 'getWallet', 'getMessages'],
  // Opened on its responsible-gaming tab (`<tag> <tab>`: what the tab's panel adds): the limits.
  'casino-account responsible-gaming': ['getLimits'],
} as const satisfies Readonly<Record<string, readonly OperationName[]>>;

/**
 * What the session services (elements/runtime/session-services.ts) read for every signed-in page, whatever
 * its widgets: the profile, the terms, the session's timing for the reality checks, the pages the platform asks
 * the player to see. The other reads they start early are the widgets' own (listed with each widget).
 */
export const SESSION_READS = ['getProfile', 'getTerms', 'getSessionInfo', 'getPlayerActions'] as const satisfies readonly OperationName[];
