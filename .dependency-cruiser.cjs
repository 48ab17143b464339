/**
 * The import rules of DESIGN.md section 1, checked by `npm test`:
 * elements -> features -> ui, i18n, adapters/contract; ui knows no platform and no feature; adapters know
 * no React; only adapters/create-platform.ts loads a concrete adapter, lazily; nothing imports sandbox/.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'library-never-imports-sandbox',
      severity: 'error',
      from: { path: '^(elements|features|ui|i18n|adapters)/' },
      to: { path: '^sandbox/' },
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
      comment: 'Features talk to a platform through adapters/contract.ts only; the element runtime supplies it.',
      severity: 'error',
      from: { path: '^features/' },
      to: { path: '^adapters/', pathNot: '^adapters/contract\\.ts$' },
    },
    {
      name: 'feature-to-feature-through-index',
      comment: 'A feature uses another only through its index.ts.',
      severity: 'error',
      from: { path: '^features/([^/]+)/' },
      to: { path: '^features/[^/]+/', pathNot: ['^features/$1/', '^features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'adapters-know-no-react',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: ['^(elements|features|ui|i18n)/', 'node_modules/(react|react-dom|jotai|@lingui/react)/'] },
    },
    {
      name: 'only-create-platform-loads-an-adapter',
      severity: 'error',
      from: { pathNot: ['^adapters/create-platform\\.ts$', '^adapters/(rest|realtime|skillonnet|framework)/'] },
      to: { path: '^adapters/(rest|realtime|skillonnet|framework)/' },
    },
    {
      name: 'adapters-load-lazily',
      comment: 'A page on one platform never downloads the others.',
      severity: 'error',
      from: { path: '^adapters/create-platform\\.ts$' },
      to: { path: '^adapters/(rest|realtime|skillonnet|framework)/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'entry-stays-small',
      comment: 'The entry script defines tags only; React and the widgets load in chunks when an element connects.',
      severity: 'error',
      from: { path: '^elements/(?!runtime/)' },
      to: { path: ['node_modules/(react|react-dom|jotai|@lingui/react)/', '^features/(?!events/|host/host-context)'], dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^i18n/locales/' },
  },
};
