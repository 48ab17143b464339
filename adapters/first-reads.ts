import type { OperationName } from './contract.ts';
import type { PageNeed } from './operations.ts';

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
  // None: the form calls its platform at its submit (the REST adapter's sign-in area loads at that call).
  'casino-signin': [],
  // Opened on its responsible-gaming tab (`<tag> <tab>`: what the tab's panel adds): the limits.
  'casino-account responsible-gaming': ['getLimits'],
} as const satisfies Readonly<Record<string, readonly OperationName[]>>;

/**
 * What the session services (elements/runtime/session-services.ts) read for every signed-in page, whatever
 * its widgets: the profile, the terms, the session's timing for the reality checks, the pages the platform asks
 * the player to see. The other reads they start early are the widgets' own (listed with each widget).
 */
export const SESSION_READS = ['getProfile', 'getTerms', 'getSessionInfo', 'getPlayerActions'] as const satisfies readonly OperationName[];

/**
 * By what a page needs (elements/runtime/page-needs.ts), the first reads of its widgets that load an area of the
 * REST adapter: the area create-platform.ts's FIRST_READ_AREAS fetches beside the adapter's chunk for that need is
 * the one these load (tests/unit/adapters/first-read-areas.test.ts).
 */
export const FIRST_READ_AREA_READS = {
  // The deposit's limits and blocks (its notices, before the cashier; read early by the session services), and
  // every cashier's set-up.
  cashier: ['getLimits', 'getProductBlocks', 'getCashierSetup'],
  // The account opened on its inbox (its default tab), and the message notice.
  inbox: ['getMessages'],
  // The account opened on its responsible-gaming tab.
  limits: ['getLimits'],
  // The sign-up's first step: its countries, currencies and calling codes.
  signUp: ['getCountries', 'getCurrencies', 'getCallingCodes'],
} as const satisfies Readonly<Partial<Record<PageNeed, readonly OperationName[]>>>;
