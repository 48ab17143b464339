import { useEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { EarlyReadKey, Message, Profile } from '../../adapters/contract.ts';
import { subscribe, type EarlyRead } from './registry.ts';
import { clearPlayerAtom, playerPush, preloadProfile, readProfile, sessionIdAtom } from '../../features/toolkit/player/index.ts';
import { primeQuery, resetQueries } from '../../features/toolkit/query/index.ts';
import { resolveJurisdiction } from '../../features/toolkit/jurisdiction/index.ts';
import { emitCasinoEvent } from '../../features/toolkit/events/index.ts';
import { HostContext, retryingImport, type CommonWidgetProps, type WidgetHost, type WidgetModule } from '../../features/toolkit/host/index.ts';
import type { RestoredSessionProps } from '../../features/toolkit/session/index.ts';
import { getI18n, readyI18n } from '../../i18n/setup.ts';
import { addedLocaleCount, onLocaleAdded, resolveShownLocale } from '../../i18n/added-locales.ts';
import { BASE_STYLES } from '../../ui/styles.ts';
import { backgroundImageRule } from './background.ts';
import { rescueLostFocus } from './focus-rescue.ts';
import { getPlatform, localeFor, registry, signOut, startSession, textOverrides, wirePlatform } from './platform-access.ts';
import { modalOf } from './modal.ts';

export { customStates } from './custom-states.ts';
import { canOpenWidget, openWidget } from './widgets.ts';
import { platformAtHand } from './platform-at-hand.ts';

type Store = ReturnType<typeof createStore>;
type FollowUp = ComponentType<RestoredSessionProps>;

// The session the page was loaded with: its follow-up (terms still to accept) loads with the first widget,
// and only on such a page (a sign-in made here brings its own follow-up).
let sessionAtLoad: string | null | undefined;
let followUpLoad: Promise<FollowUp> | null = null;

function useRestoredSessionFollowUp(): { FollowUp: FollowUp; sessionId: string } | null {
  if (sessionAtLoad === undefined) sessionAtLoad = registry.session;
  const sessionId = sessionAtLoad;
  const [FollowUp, setFollowUp] = useState<FollowUp | null>(null);
  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    // Asked for again while it fails: a failure kept here would leave the restored session's follow-up (terms
    // not yet accepted, opened forced) unshown for the page's life.
    followUpLoad ??= retryingImport(() => import('../../features/toolkit/session/index.ts')).then((module) => module.RestoredSessionFollowUp);
    void followUpLoad.then((component) => current && setFollowUp(() => component));
    return () => {
      current = false;
    };
  }, [sessionId]);
  return FollowUp && sessionId ? { FollowUp, sessionId } : null;
}

// A read started at the page's load serves the widgets of that load, not one first shown minutes later.
const EARLY_READ_FRESH_MS = 10_000;

function usable(early: EarlyRead): boolean {
  return early.session === registry.session && Date.now() - early.started < EARLY_READ_FRESH_MS;
}

/** A read the page started early for the current session (see Registry.earlyReads), handed out once. */
function takeEarlyRead<T>(key: EarlyReadKey): Promise<T> | null {
  const early = registry.earlyReads?.get(key);
  if (!early) return null;
  registry.earlyReads!.delete(key);
  return usable(early) ? (early.result as Promise<T>) : null;
}

/** The page's one store, created with the first widget and kept in step with the registry's session. */
function pageStore(): Store {
  if (registry.store) return registry.store as Store;
  const store = createStore();
  store.set(sessionIdAtom, registry.session);
  subscribe(registry, (change) => {
    // Answers of a retired platform (another backend, another address) are not this one's.
    if (change === 'platform') resetQueries(store);
    if (change !== 'session') return;
    store.set(sessionIdAtom, registry.session);
    // Nothing read for one player is shown to the next, nor to nobody.
    resetQueries(store);
    if (!registry.session) store.set(clearPlayerAtom);
  });
  wirePlatform(playerPush(store));
  registry.store = store;
  preloadProfile(store, () => takeEarlyRead<Profile>('profile') ?? getPlatform().then(readProfile));
  // The messages read early fill the query the inbox and the account's unread count share: they render with
  // them rather than asking from an effect after their first render.
  const messages = takeEarlyRead<readonly Message[]>('inbox');
  if (messages) primeQuery(store, ['inbox'], messages);
  // Watched from now on: a platform that is ready before the first widget renders is at hand for it.
  platformAtHand();
  return store;
}

const sheets = new Map<string, CSSStyleSheet>();
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * While its language loads, a widget shows a spinner in the space its element reserved (none: no space), so
 * that a widget which then shows nothing (a message notice for nobody) does not open and close a gap.
 */
const BOOT_STYLES = '.casino-root { position: relative; min-height: inherit; } .loading.booting { position: absolute; inset: 0; min-height: 0; overflow: hidden; }';

/** A background image is set as a custom property in a sheet of its own: no style="" (strict CSP). */
function backgroundSheet(url: string | undefined): CSSStyleSheet[] {
  const rule = url ? backgroundImageRule(url) : null;
  return rule ? [sheetFor(rule)] : [];
}

function useRegistryConfig() {
  return useSyncExternalStore(
    (onChange) => subscribe(registry, (change) => change === 'config' && onChange()),
    () => registry.config,
  );
}

function useI18n(locale: string): I18n | null {
  // A catalog already loaded renders at once (the element waits for its first one, readyToMount below);
  // another one loads while the previous language stays on screen rather than a blank widget.
  const now = readyI18n(locale);
  const [loaded, setLoaded] = useState<I18n | null>(now);
  useEffect(() => {
    // Always waits on the catalog, even when it is ready by now: it may have become ready after this render
    // (another element asked for it first) and before this effect, and this render still shows the previous
    // language; an equal state renders nothing more. (Returning early when ready left such an element in the
    // old language, its lang changed.) A catalog that did not arrive is asked for again (retryingImport: getI18n
    // keeps no failure), so a dropped connection leaves neither a spinner nor the old language for good.
    let current = true;
    void retryingImport(() => getI18n(locale)).then((instance) => current && setLoaded(instance));
    return () => {
      current = false;
    };
  }, [locale]);
  return now ?? loaded;
}

// How long a first render waits for the reads the page started early: on a slow network the widget shows its
// own loading state after this rather than nothing.
const EARLY_READ_WAIT_MS = 150;
const settled = () => undefined;

/**
 * Settles once what a widget's first render shows is here: the language (its catalog is already on its way,
 * started with the widget's chunks) and the reads a signed-in page started early (Registry.earlyReads), these
 * for at most EARLY_READ_WAIT_MS. The element mounts then, so the first render is the widget with the
 * player's data rather than a spinner or a loading state, then a second render. A failure settles too; the
 * widget then reports it.
 */
export function readyToMount(requested: string | undefined, jurisdiction?: string): Promise<void> {
  // The operator's texts first (a locale of their own among them), so the first render shows them.
  const language = textOverrides.applied.then(() => getI18n(localeFor(requested, jurisdiction))).then(settled, settled);
  const reads = [...(registry.earlyReads?.values() ?? [])].filter(usable).map((early) => early.result.then(settled, settled));
  if (reads.length === 0) return language;
  const waited = new Promise<void>((resolve) => setTimeout(resolve, EARLY_READ_WAIT_MS));
  return Promise.all([language, Promise.race([Promise.all(reads), waited])]).then(settled);
}

interface RootProps {
  element: HTMLElement;
  widget: string;
  module: WidgetModule;
  props: Record<string, unknown> & CommonWidgetProps;
  adoptStyles: (css: string) => void;
}

function WidgetRoot({ element, widget, module, props, adoptStyles }: RootProps) {
  const config = useRegistryConfig();
  // A locale the operator adds (configure({ messages })) after the page named it: shown once it is here.
  useSyncExternalStore(onLocaleAdded, addedLocaleCount);
  const jurisdiction = resolveJurisdiction(props.jurisdiction ?? config.jurisdiction);
  // config.locale: the page's (or its jurisdiction's) language, read by localeFor; a change re-renders here.
  const locale = resolveShownLocale(localeFor(props.locale, props.jurisdiction ?? config.jurisdiction));
  const i18n = useI18n(locale);
  const modal = modalOf(element);
  const restored = useRestoredSessionFollowUp();

  const host = useMemo<WidgetHost>(
    () => ({
      element,
      widget,
      modal: Boolean(modal),
      forced: modal?.forced ?? false,
      jurisdiction,
      locale,
      emit: (name, detail) => emitCasinoEvent(element, name, detail),
      close: () => (modal ? modal.close() : emitCasinoEvent(element, 'casino-close', { widget })),
      open: (name, openProps, options) => openWidget(name, openProps, options) !== null,
      canOpen: canOpenWidget,
      getPlatform,
      startSession,
      signOut: (reason) => signOut(reason, element),
      adoptStyles,
      captcha: { siteKey: config.captchaSiteKey, scriptUrl: config.captchaScriptUrl, trustedOrigins: config.trustedScriptOrigins },
      termsUrl: config.termsUrl,
      oauthRedirectOrigins: config.oauthRedirectOrigins,
      supportUrl: config.supportUrl,
      platformAtHand,
    }),
    [element, widget, modal, jurisdiction, locale, adoptStyles, config.captchaSiteKey, config.captchaScriptUrl, config.trustedScriptOrigins, config.termsUrl, config.oauthRedirectOrigins, config.supportUrl],
  );

  // The language on screen: while another one's catalog loads, the previous one is still shown.
  const shownLocale = i18n?.locale ?? locale;
  useEffect(() => {
    element.shadowRoot?.querySelector('.casino-root')?.setAttribute('lang', shownLocale);
  }, [element, shownLocale]);

  if (!i18n) return <div className="loading booting"><span className="spinner" aria-hidden="true" /></div>;
  const Component = module.component;
  return (
    <I18nProvider i18n={i18n}>
      <HostContext.Provider value={host}>
        <Component {...props} />
        {restored && <restored.FollowUp sessionId={restored.sessionId} />}
      </HostContext.Provider>
    </I18nProvider>
  );
}

export interface MountOptions {
  shadowRoot: ShadowRoot;
  element: HTMLElement;
  /** The element's custom states: `rendered` once nothing in it is loading (the page's reserved space then goes). */
  states: CustomStateSet;
  widget: string;
  module: WidgetModule;
  props: Record<string, unknown>;
}

/** Renders a widget into its element's shadow root with the page's store, its language and its styles. */
export function mountWidget({ shadowRoot, element, states, widget, module, props }: MountOptions) {
  const store = pageStore();
  const base = [sheetFor(BASE_STYLES), sheetFor(BOOT_STYLES), ...(module.styles ? [sheetFor(module.styles)] : [])];
  const container = document.createElement('div');
  container.className = 'casino-root';
  shadowRoot.append(container);
  const root = createRoot(container);
  // Styles of parts loaded later (an account tab's own chunk): kept across renders once adopted.
  const later: CSSStyleSheet[] = [];
  let backgroundImage: string | undefined;
  const applySheets = () => {
    shadowRoot.adoptedStyleSheets = [...base, ...later, ...backgroundSheet(backgroundImage)];
  };
  const adoptStyles = (css: string) => {
    const sheet = sheetFor(css);
    if (later.includes(sheet)) return;
    later.push(sheet);
    applySheets();
  };

  // Mounted: the widget is here and says itself what it waits for; the page's stylesheet stops showing its own
  // sign that files are still on their way (casino-elements.css).
  states.add('mounted');
  // Rendered once nothing in it is loading: the space the page's stylesheet held for it until then goes
  // (casino-elements.css), and the element takes its own height.
  const settle = new MutationObserver(() => {
    if (container.childElementCount === 0 || shadowRoot.querySelector('.loading, [aria-busy="true"]')) return;
    settle.disconnect();
    states.add('rendered');
  });
  if (!states.has('rendered')) settle.observe(shadowRoot, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'aria-busy'] });

  const stopRescuingFocus = rescueLostFocus(shadowRoot);

  const render = (next: Record<string, unknown>) => {
    backgroundImage = next.backgroundImage as string | undefined;
    applySheets();
    root.render(
      <Provider store={store}>
        <WidgetRoot element={element} widget={widget} module={module} props={next} adoptStyles={adoptStyles} />
      </Provider>,
    );
  };
  render(props);

  return {
    update: render,
    unmount() {
      settle.disconnect();
      stopRescuingFocus();
      root.unmount();
      container.remove();
    },
  };
}
