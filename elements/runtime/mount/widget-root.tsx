// Apart from the mount: the React side of a widget, what it renders inside its element: the providers
// (language, the WidgetHost every widget reads with useHost()) around the feature's component, following the
// page's configuration live. The mount (../mount.tsx) is the DOM side: the root, the sheets, the states.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { I18nProvider } from '@lingui/react';
import { resolveJurisdiction } from '../../../features/toolkit/jurisdiction/index.ts';
import { emitCasinoEvent } from '../../../features/toolkit/events/index.ts';
import { HostContext, type CommonWidgetProps, type WidgetHost, type WidgetModule } from '../../../features/toolkit/host/index.ts';
import { addedLocaleCount, onLocaleAdded, resolveShownLocale } from '../../../i18n/added-locales.ts';
import { subscribe } from '../registry.ts';
import { getPlatform, localeFor, registry, signOut, startSession } from '../platform-access.ts';
import { modalOf } from '../modal.ts';
import { canOpenWidget, openWidget } from '../widgets.ts';
import { useI18n } from './language.ts';
import { platformAtHand } from '../platform-at-hand.ts';
import { useRestoredSessionFollowUp } from './restored-follow-up.ts';

function useRegistryConfig() {
  return useSyncExternalStore(
    (onChange) => subscribe(registry, (change) => change === 'config' && onChange()),
    () => registry.config,
  );
}

export interface RootProps {
  element: HTMLElement;
  widget: string;
  module: WidgetModule;
  props: Record<string, unknown> & CommonWidgetProps;
  adoptStyles: (css: string) => void;
}

export function WidgetRoot({ element, widget, module, props, adoptStyles }: RootProps) {
  const config = useRegistryConfig();
  // A locale the operator adds (configure({ messages })) after the page named it: shown once it is here.
  useSyncExternalStore(onLocaleAdded, addedLocaleCount);
  const jurisdiction = resolveJurisdiction(props.jurisdiction ?? config.jurisdiction);
  // config.locale: the page's (or its jurisdiction's) language, read by localeFor; a change re-renders here.
  const locale = resolveShownLocale(localeFor(props.locale, props.jurisdiction ?? config.jurisdiction));
  const i18n = useI18n(locale, widget);
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
      externalOrigins: config.externalOrigins,
      supportUrl: config.supportUrl,
      platformName: config.platform,
      platformAtHand,
    }),
    [element, widget, modal, jurisdiction, locale, adoptStyles, config.captchaSiteKey, config.captchaScriptUrl, config.trustedScriptOrigins, config.termsUrl, config.oauthRedirectOrigins, config.externalOrigins, config.supportUrl, config.platform],
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
