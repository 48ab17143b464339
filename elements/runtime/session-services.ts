// What runs for a signed-in player on any page with the library loaded, whatever elements it has: the
// platform's display pages after a sign-in (or a reload that keeps the session) and the reality checks.
// Loaded lazily by the entry once a session exists, so a visitor's page never downloads it.
import { hasOperation, type EarlyReadKey, type Platform } from '../../adapters/contract.ts';
import { can, requireOperation } from '../../adapters/operations.ts';
import { readProfile } from '../../features/toolkit/player/read.ts';
import { prepareFormats } from '../../i18n/format.ts';
import { resolveLocale } from '../../i18n/locales.ts';
import { watchRealityChecks } from '../../features/reality-check/watch.ts';
import { readIpCountry, readLimits, readProductBlocks } from '../../features/cashier/gate-reads.ts';
import { readCurrentTerms } from '../../features/terms/terms-read.ts';
import { retryingImport } from '../../features/toolkit/host/retrying-import.ts';
import type { EarlyRead } from './registry.ts';
import { hasConnectedWidget } from './define-element.ts';
import { isModalOpen } from './modal.ts';
import { getPlatform, localeFor, registry } from './platform-access.ts';
import { canOpenWidget, closeModal, openWidget } from './widgets.ts';

let current: { sessionId: string; stop: () => void } | null = null;

/** The widgets that open the cashier behind the payment gate. */
const PAYMENT_TAGS = 'casino-deposit, casino-withdraw, casino-cashier';

/**
 * Starts the reads a signed-in page's widgets make first, as soon as the platform's adapter is here (it loads
 * beside the widgets' chunks): the profile, which every widget showing the player reads, and the messages where
 * the page holds an element that shows them. The page's store takes these answers (Registry.earlyReads), so the
 * widgets render with them instead of asking only once React has run and they have rendered.
 */
function readEarly(platform: Platform, sessionId: string): void {
  // Only for the widgets a page was loaded with: once one has rendered (a sign-in made here), they read as
  // usual; a page without any asks for nothing.
  if (registry.store || !hasConnectedWidget()) return;
  const reads = (registry.earlyReads ??= new Map());
  const start = (key: EarlyReadKey, read: () => Promise<unknown>, queryKey?: EarlyRead['queryKey']) => {
    const result = read();
    // Nobody may take it (the element was removed meanwhile): its failure is nobody's error.
    result.catch(() => undefined);
    reads.set(key, { session: sessionId, started: Date.now(), result, ...(queryKey ? { queryKey } : {}) });
  };
  start('profile', () => readProfile(platform));
  if (can(platform, 'inbox') && document.querySelector('casino-account, casino-message-notice:not([message-id])')) {
    start('inbox', () => requireOperation(platform, 'getMessages')());
  }
  // A restored session's widgets check the terms first (the follow-up), in the page's language (a locale an
  // operator added is not known here, without the widgets' kit: its widgets then read the terms themselves).
  const locale = resolveLocale(localeFor(undefined, registry.config.jurisdiction));
  start('terms', () => readCurrentTerms(platform, locale), ['terms', locale]);
  // A payment widget's gate and the deposit's notices, which come before its cashier: read now rather than one
  // after another once its chunk has run and it has rendered (each a round trip on the player's network).
  if (document.querySelector(PAYMENT_TAGS)) {
    start('ip-country', () => readIpCountry(platform), ['ip-country']);
    if (document.querySelector('casino-deposit')) {
      start('limits', () => readLimits(platform), ['limits']);
      start('blocks', () => readProductBlocks(platform), ['blocks']);
    }
    // The cashier's set-up (adapters/cashier-setup.ts), which its frame loads once the gate has passed: fetched
    // while the gate is read (the gate still decides first), once the profile is here, so behind the gate's
    // reads rather than ahead of them (a page's six connections over HTTP/1.1), not a round trip after the gate.
    const setup = () => void import('../../adapters/cashier-setup.ts').catch(() => undefined);
    if (hasOperation(platform, 'getCashierSetup')) reads.get('profile')?.result.then(setup, setup);
  }
  // The page now waits for the network (the reads, React's runtime, the widgets' chunks): the formatters the
  // player's data is shown with are made meanwhile, so the render that shows it does not pay for the engine's
  // locale data (tens of milliseconds for a page's first formatter).
  setTimeout(() => prepareFormats(resolveLocale(registry.config.locale)), 0);
}

/** Starts the services for the page's session, once per session; a new session stops the old one's. */
export function startSessionServices(): void {
  const sessionId = registry.session;
  if (current?.sessionId === sessionId) return;
  current?.stop();
  current = null;
  // Another copy of the library on this page already runs them for this session.
  if (!sessionId || registry.sessionServices === sessionId) return;
  registry.sessionServices = sessionId;
  const alive = () => registry.session === sessionId;
  const stops: (() => void)[] = [];
  current = { sessionId, stop: () => stops.forEach((stop) => stop()) };

  // The platform is asked for again while it fails and the session lasts: its adapter's file lost on the way (a
  // dropped connection) would otherwise leave this page without reality checks, and without the pages the platform
  // requires, until it is loaded again. The widgets ask for it again themselves, at their next read.
  void retryingImport(getPlatform, alive).then(async (platform) => {
    if (!platform || !alive()) return;
    readEarly(platform, sessionId);
    if (platform.capabilities.realityCheck && hasOperation(platform, 'getSessionInfo')) {
      stops.push(
        watchRealityChecks({
          getSessionInfo: () => platform.getSessionInfo(),
          open: () => openWidget('reality-check'),
          modalOpen: isModalOpen,
          sessionAlive: alive,
        }),
      );
    }
    if (!hasOperation(platform, 'getPlayerActions')) return;
    const env = {
      canOpen: canOpenWidget,
      open: openWidget,
      modalOpen: isModalOpen,
      closeModal: () => closeModal(),
      sessionAlive: alive,
      capabilities: platform.capabilities,
      events: document,
    };
    try {
      const actions = await platform.getPlayerActions();
      // The runner and its table of pages are a chunk of their own, fetched only when the platform asks for a page:
      // most sessions have none, and every signed-in page's first render loaded them for nothing.
      if (!alive() || actions.length === 0) return;
      // Its file is asked for again while it fails and the session lasts: a page the platform requires (limits to set,
      // an identity to verify) is not lost to one dropped connection.
      const runner = await retryingImport(() => import('../../features/toolkit/player-actions/index.ts'), alive);
      if (runner && alive() && runner.actionableRows(actions, env).length > 0) await runner.runPlayerActions(actions, env);
    } catch (error) {
      // Nothing the player can act on: the pages come again at the next sign-in (a session that ended meanwhile is no news).
      if (alive()) console.warn('[casino-elements] could not read or open the pages the platform asks for', error);
    }
  });
}
