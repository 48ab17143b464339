// Imported first by tests/browser/older-browsers.test.ts, before the library: the page becomes a browser without
// ElementInternals.states (Safari and iOS before 17.4, Firefox before 126).
Object.defineProperty(ElementInternals.prototype, 'states', { configurable: true, get: () => undefined });
