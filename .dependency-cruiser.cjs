/**
 * The import rules of DESIGN.md section 1, checked by `npm test`:
 * elements -> features -> ui, i18n, adapters/contract; ui knows no platform and no feature; adapters know
 * no React; only adapters/create-platform.ts loads a concrete adapter, lazily; the library never imports
 * sandbox/, nor sandbox/ the library; tests reach the library the way their kind of test should.
 * Adapter folders are matched by pattern (ADAPTER), so a new adapters/<platform>/ is covered at once;
 * adapters/contract/ is no adapter but the contract's files by area, reached through adapters/contract.ts.
 */
const ADAPTER = '^adapters/(?!contract/)[^/]+/';
const LIBRARY = '^(elements|features|ui|i18n|adapters)/';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: { pathNot: '^sandbox/' }, to: { circular: true } },
    {
      name: 'no-circular-in-the-sandbox',
      comment: "The sandbox's tables name each other's types (a player and its payments); a cycle of values is still an error.",
      severity: 'error',
      from: { path: '^sandbox/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'library-never-imports-sandbox',
      severity: 'error',
      from: { path: LIBRARY },
      to: { path: '^sandbox/' },
    },
    {
      name: 'sandbox-is-independent',
      comment: 'The sandbox is a second implementation of the backends: sharing code with the library would make tests against it prove nothing.',
      severity: 'error',
      from: { path: '^sandbox/' },
      to: { path: LIBRARY },
    },
    {
      name: 'ui-knows-no-platform-or-feature',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(elements|features|adapters)/' },
    },
    {
      name: 'i18n-is-a-leaf',
      severity: 'error',
      from: { path: '^i18n/' },
      to: { path: '^(elements|features|ui|adapters)/' },
    },
    {
      name: 'features-never-import-elements',
      severity: 'error',
      from: { path: '^features/' },
      to: { path: '^elements/' },
    },
    {
      name: 'features-see-only-the-contract',
      comment: 'Features talk to a platform through the contract only (adapters/contract.ts and its operation tables, adapters/operations.ts); the element runtime supplies it.',
      severity: 'error',
      from: { path: '^features/' },
      to: { path: '^adapters/', pathNot: '^adapters/(contract|operations)\\.ts$' },
    },
    {
      name: 'feature-to-feature-through-index',
      comment: 'A feature uses another only through its index.ts.',
      severity: 'error',
      from: { path: '^features/(?!toolkit/)([^/]+)/' },
      to: { path: '^features/(toolkit/)?[^/]+/', pathNot: ['^features/$1/', '^features/(toolkit/)?[^/]+/index\\.ts$'] },
    },
    {
      name: 'toolkit-reaches-others-through-index',
      comment: 'A part of the toolkit uses another part, or a widget feature (the terms a restored session must accept, the limits sign-up prefills), only through its index.ts.',
      severity: 'error',
      from: { path: '^features/toolkit/([^/]+)/' },
      to: { path: '^features/', pathNot: ['^features/toolkit/$1/', '^features/(toolkit/)?[^/]+/index\\.ts$'] },
    },
    {
      name: 'adapters-know-no-react',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: ['^(elements|features|ui|i18n)/', 'node_modules/(react|react-dom|jotai|@lingui/react)/'] },
    },
    {
      name: 'only-create-platform-loads-an-adapter',
      comment: "Unit tests of an adapter's own modules may import them; conformance suites go through createPlatform.",
      severity: 'error',
      from: { pathNot: ['^adapters/create-platform\\.ts$', ADAPTER, '^tests/unit/'] },
      to: { path: ADAPTER },
    },
    {
      name: 'adapters-stay-in-their-folder',
      comment: 'What two adapters share lives in adapters/ (guard, JWT, device), not in one of them.',
      severity: 'error',
      from: { path: '^adapters/([^/]+)/' },
      to: { path: ADAPTER, pathNot: '^adapters/$1/' },
    },
    {
      name: 'adapters-load-lazily',
      comment: 'A page on one platform never downloads the others.',
      severity: 'error',
      from: { path: '^adapters/create-platform\\.ts$' },
      to: { path: ADAPTER, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'browser-and-e2e-tests-do-not-import-the-sandbox',
      comment: 'They reach the sandbox over HTTP, as a page does.',
      severity: 'error',
      from: { path: '^tests/(browser|e2e)/' },
      to: { path: '^sandbox/' },
    },
    {
      name: 'browser-tests-render-the-bundle',
      comment: 'Browser tests drive the built elements; only framework-free modules (ui, elements) are tested directly.',
      severity: 'error',
      from: { path: '^tests/browser/' },
      to: { path: '^(features|adapters|i18n)/' },
    },
    {
      name: 'e2e-tests-use-the-page',
      comment: 'End-to-end journeys go through the examples in a browser, never through the source.',
      severity: 'error',
      from: { path: '^tests/e2e/' },
      to: { path: LIBRARY },
    },
    {
      name: 'library-never-imports-tests',
      severity: 'error',
      from: { path: ['^(elements|features|ui|i18n|adapters|sandbox)/'] },
      to: { path: '^tests/' },
    },
    {
      name: 'entry-stays-small',
      comment: 'The entry script defines tags only; React and the widgets load in chunks when an element connects. The React-free exceptions: events, the host context type, the one retry loop of a lost file (a signed-in player\'s services), the drafts cleared when a session ends, the jurisdictions\' languages (a page\'s default), and the few DOM lines that ask the page\'s <casino-game> for a game (window.casino.openGame), and the account\'s table of its tabs\' imports (features/account/tab-chunks.ts: import() functions only). elements/react-components.ts is an entry of its own (casino-elements/react, built apart, React left to the page).',
      severity: 'error',
      from: { path: '^elements/(?!runtime/(mount|mount/[^/]+|background|focus-rescue|session-services)\\.tsx?$|react-components\\.ts$)' },
      to: { path: ['node_modules/(react|react-dom|jotai|@lingui/react)/', '^features/(?!toolkit/(events/|host/host-context|host/retrying-import|forms/draft-storage|jurisdiction/language-rules\\.ts|games/request-game\\.ts)|account/tab-chunks\\.ts$)'], dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // dist/ is the build's output (tests load it as pages do): its minified chunks are not ours to layer.
    exclude: { path: ['^i18n/locales/', '^dist/'] },
  },
};
