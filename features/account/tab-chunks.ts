import type { AccountTab } from './tabs.ts';

// The account's tabs whose panel is a chunk of its own, by one import each: the widget renders and prefetches them
// (features/account/account-widget.tsx), and the element starts the one a page opens on with the account's own chunk
// (elements/casino-account.ts), so that a tab a page opens on (a footer's "Set your limits", the platform asking for
// documents opens it on `verify`) does not wait for the account to render first. One table, so the two cannot
// disagree; only import() functions, so that the entry script, which imports it, draws in none of the account.
// The inbox, the first tab, and the sign-out tab are part of the account's chunk. The build reads this table for
// dist/preload.json's `tabs` (scripts/preload-manifest.mjs): keep it a `const PANEL_CHUNKS` of arrows.
export const PANEL_CHUNKS = {
  password: () => import('./password-panel.tsx'),
  history: () => import('./history-panel.tsx'),
  profile: () => import('./profile-panel.tsx'),
  'responsible-gaming': () => import('../toolkit/limits/index.ts'),
  bonuses: () => import('./bonuses-panel.tsx'),
  subscriptions: () => import('../subscriptions/index.ts'),
  'bonus-code': () => import('./bonus-code-panel.tsx'),
  verify: () => import('../toolkit/kyc/index.ts'),
} satisfies Partial<Record<AccountTab, () => Promise<unknown>>>;
