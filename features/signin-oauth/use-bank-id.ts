import { useCallback, useEffect, useRef, useState } from 'react';
import type { OAuthCode } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { useHost } from '../toolkit/host/index.ts';
import { openOAuthChannel } from './channel.ts';
import {
  checkCallback, collectOutcome, DEFAULT_TIMEOUT_MS, type InboundMessage, newState, providerOriginOf, redirectAllowed, safeAppLink, safeCancelLink,
} from './protocol.ts';

/** Where the widget is in one bank-ID identification. */
export type BankIdPhase =
  | { step: 'idle'; cancelled?: boolean }
  | { step: 'starting' }
  | { step: 'waiting'; launch: string; qrCode: string | null; appOpened: boolean; appLink: string | null; confirmed: boolean }
  | { step: 'completing' }
  | { step: 'failed'; reason: 'timeout' | 'provider' | 'cancelled' | 'platform' | 'configuration'; error?: unknown };

export interface BankIdOptions {
  /** The callback page's address; default: dist/oauth-callback.html beside the library. */
  redirectUri?: string;
  /** The provider's origin; default: the launch address's own. */
  oauthOrigin?: string;
  timeoutMs?: number;
  /** The code of this widget's own state: sign in or sign up with it. A rejection ends in its notice. */
  onCode(identity: OAuthCode): Promise<void>;
}

/** One attempt: what its messages are checked against. */
interface Attempt {
  state: string;
  redirectUrl: string;
  providerOrigin: string;
  callbackOrigin: string;
  cancelLink: string | null;
}

/** The page the library ships as the redirect URI, beside the entry script (this chunk is in dist/chunks/). */
function defaultRedirectUri(): string {
  return new URL('../oauth-callback.html', import.meta.url).href;
}

function resolveRedirect(configured: string | undefined): string {
  const url = new URL(configured?.trim() || defaultRedirectUri(), location.href);
  url.hash = '';
  return url.href;
}

/** The cancel link gets a beacon: it reaches the provider even while the page unloads. */
function beacon(link: string | null): void {
  if (!link) return;
  try {
    navigator.sendBeacon(link);
  } catch {
    // A refused beacon leaves the order to expire at the provider.
  }
}

/**
 * The bank-ID identification (spec 002 §7.6): the launch address in a hidden iframe, the provider's
 * messages (collect status with the QR payload, the app link, the cancel link) and the callback's code,
 * each checked by protocol.ts; a time-out; Cancel and closing send the beacon. Only a code with the state
 * this hook issued reaches `onCode`.
 */
export function useBankId(options: BankIdOptions) {
  const host = useHost();
  const [phase, setPhase] = useState<BankIdPhase>({ step: 'idle' });
  const frameRef = useRef<HTMLIFrameElement>(null);
  const attempt = useRef<Attempt | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onCode = useRef(options.onCode);
  onCode.current = options.onCode;

  /** Ends the attempt: its messages are no longer read; `cancel` also tells the provider. */
  const end = useCallback((cancel: boolean) => {
    clearTimeout(timer.current);
    const current = attempt.current;
    attempt.current = null;
    if (cancel) beacon(current?.cancelLink ?? null);
  }, []);

  const onMessage = useCallback((message: InboundMessage) => {
    const current = attempt.current;
    if (!current) return;
    switch (message.type) {
      case 'location':
        setPhase((now) => (now.step === 'waiting' ? { ...now, appLink: safeAppLink(message.href) } : now));
        return;
      case 'cancel':
        current.cancelLink = safeCancelLink(message.href, current.providerOrigin);
        return;
      case 'collect': {
        const outcome = collectOutcome(message);
        if (outcome === 'failed') {
          end(false);
          setPhase({ step: 'failed', reason: message.hintCode === 'cancelled' ? 'cancelled' : 'provider' });
          return;
        }
        setPhase((now) => (now.step === 'waiting'
          ? { ...now, qrCode: message.qrCode ?? now.qrCode, appOpened: message.isAppOpened, confirmed: outcome === 'completing' }
          : now));
        return;
      }
      case 'success': {
        const verdict = checkCallback(message.query, current.state);
        if (!verdict.ok && verdict.reason !== 'provider-error') {
          // A code this widget did not ask for (or a broken answer): nothing changes.
          console.warn(`[casino-elements] bank-ID sign-in: dropped a callback (${verdict.reason})`);
          return;
        }
        end(false);
        if (!verdict.ok) {
          setPhase({ step: 'failed', reason: 'provider' });
          return;
        }
        setPhase({ step: 'completing' });
        onCode.current({ code: verdict.code, state: current.state, redirectUrl: current.redirectUrl }).then(
          () => setPhase({ step: 'idle' }),
          (error: unknown) => setPhase({ step: 'failed', reason: 'platform', error }),
        );
      }
    }
  }, [end]);

  // The channel reads only while an attempt waits, from its iframe's window.
  const waiting = phase.step === 'waiting';
  useEffect(() => {
    if (!waiting) return undefined;
    return openOAuthChannel({
      expected: () => {
        const current = attempt.current;
        const source = frameRef.current?.contentWindow ?? null;
        return current && source ? { providerOrigin: current.providerOrigin, callbackOrigin: current.callbackOrigin, source } : null;
      },
      onMessage,
    });
  }, [waiting, onMessage]);

  // Closing the widget (or leaving the page's view of it) mid-way cancels the order.
  useEffect(() => () => end(true), [end]);

  const start = useCallback(async () => {
    end(true);
    setPhase({ step: 'starting' });
    try {
      const platform = await host.getPlatform();
      const launchFor = requireOperation(platform, 'getOAuthSignInUrl');
      const redirectUrl = resolveRedirect(options.redirectUri);
      const callbackOrigin = new URL(redirectUrl).origin;
      if (!redirectAllowed(redirectUrl, { pageOrigin: location.origin, builtIn: defaultRedirectUri(), allowedOrigins: host.oauthRedirectOrigins })) {
        console.warn(`[casino-elements] bank-ID sign-in: the callback page's origin (${callbackOrigin}) is neither this page's (${location.origin}) nor allowed in code (configure({ oauthRedirectOrigins })): nothing was started.`);
        setPhase({ step: 'failed', reason: 'configuration' });
        return;
      }
      const state = newState();
      const launch = await launchFor({ redirectUrl, state });
      const providerOrigin = providerOriginOf(launch, options.oauthOrigin);
      if (!providerOrigin) {
        console.warn(`[casino-elements] bank-ID sign-in: the launch address is not on the provider's origin (${options.oauthOrigin ?? 'http(s)'}).`);
        setPhase({ step: 'failed', reason: 'configuration' });
        return;
      }
      attempt.current = { state, redirectUrl, providerOrigin, callbackOrigin, cancelLink: null };
      timer.current = setTimeout(() => {
        end(true);
        setPhase({ step: 'failed', reason: 'timeout' });
      }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      setPhase({ step: 'waiting', launch, qrCode: null, appOpened: false, appLink: null, confirmed: false });
    } catch (error) {
      setPhase({ step: 'failed', reason: 'platform', error });
    }
  }, [end, host, options.oauthOrigin, options.redirectUri, options.timeoutMs]);

  const cancel = useCallback(() => {
    end(true);
    setPhase({ step: 'idle', cancelled: true });
  }, [end]);

  return { phase, frameRef, start, cancel };
}

export type BankId = ReturnType<typeof useBankId>;
