/**
 * The captcha behind one small interface: `loadCaptcha(config)` loads the provider's script once (lazily, the
 * first time a captcha is shown) and answers a provider that renders a captcha into a container. The one
 * implementation is reCAPTCHA v2's explicit render; the sandbox serves a stand-in with the same browser
 * interface (`/captcha/api.js`), so the same code runs against both. No React here.
 */
import { addScript } from '../../../ui/script-loader.ts';

/** reCAPTCHA v2's script, the default of `captchaScriptUrl`. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** How long the provider's script may take to load before the captcha reports an error. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 20_000;

export interface CaptchaConfig {
  /** The provider's script (default reCAPTCHA's). */
  readonly scriptUrl?: string | undefined;
  /** The page's CSP nonce, carried by the added script when its origin is trusted (ui/script-loader.ts). */
  readonly nonce?: string | undefined;
  /** Origins the operator allowed in code (`trustedScriptOrigins`); reCAPTCHA's default address needs none. */
  readonly trustedOrigins?: readonly string[] | undefined;
}

export interface CaptchaRenderOptions {
  readonly siteKey: string;
  /** The player completed the captcha: its one-time token. */
  onToken(token: string): void;
  /** The token expired unused: the player has to complete it again. */
  onExpired(): void;
  /** The provider could not check the player (network, unknown site key). */
  onError(): void;
  readonly theme?: 'light' | 'dark';
}

export interface CaptchaWidget {
  /** Clears the completed captcha (tokens are one-time): the player completes it again. */
  reset(): void;
}

export interface CaptchaProvider {
  render(container: HTMLElement, options: CaptchaRenderOptions): CaptchaWidget;
}

/** The part of reCAPTCHA v2's browser interface we use (`window.grecaptcha`). */
interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  reset(widgetId?: number): void;
}

const ONLOAD = '__casinoElementsCaptchaLoaded';
const loads = new Map<string, Promise<CaptchaProvider>>();

function grecaptcha(): Grecaptcha | null {
  const candidate = (globalThis as { grecaptcha?: Partial<Grecaptcha> }).grecaptcha;
  return candidate && typeof candidate.render === 'function' && typeof candidate.reset === 'function' ? (candidate as Grecaptcha) : null;
}

function provider(api: Grecaptcha): CaptchaProvider {
  return {
    render(container, options) {
      const id = api.render(container, {
        sitekey: options.siteKey,
        callback: (token: unknown) => (typeof token === 'string' && token ? options.onToken(token) : options.onError()),
        'expired-callback': () => options.onExpired(),
        'error-callback': () => options.onError(),
        theme: options.theme ?? 'light',
      });
      return {
        reset: () => {
          try {
            api.reset(id);
          } catch {
            // The provider forgot the widget (its container left the page): nothing to reset.
          }
        },
      };
    },
  };
}

/** The script's address with reCAPTCHA's explicit-render parameters (`onload`, `render=explicit`). */
export function captchaScriptAddress(scriptUrl: string | undefined, base: string = document.baseURI): URL {
  const url = new URL(scriptUrl || RECAPTCHA_SCRIPT_URL, base);
  url.searchParams.set('onload', ONLOAD);
  url.searchParams.set('render', 'explicit');
  return url;
}

/**
 * The provider, its script added to the page once per address under the library's one script rule
 * (ui/script-loader.ts: https or the page's origin only; the page's nonce and, under Trusted Types, the library's
 * signature only for reCAPTCHA's default or an origin the operator trusted in code). A failed load is forgotten,
 * so the next captcha tries again.
 */
export function loadCaptcha(config: CaptchaConfig = {}): Promise<CaptchaProvider> {
  let url: URL;
  try {
    url = captchaScriptAddress(config.scriptUrl);
  } catch {
    return Promise.reject(new Error('[casino-elements] the captcha script address is not an address'));
  }
  const key = url.href;
  const known = loads.get(key);
  if (known) return known;
  const loading = new Promise<CaptchaProvider>((resolve, reject) => {
    const loaded = grecaptcha();
    if (loaded) {
      loaded.ready(() => resolve(provider(loaded)));
      return;
    }
    let script: HTMLScriptElement | undefined;
    const fail = (reason: string) => {
      clearTimeout(timer);
      loads.delete(key);
      script?.remove();
      reject(new Error(`[casino-elements] the captcha script ${url.protocol === 'https:' || url.protocol === 'http:' ? `${url.origin}${url.pathname}` : url.protocol} ${reason}`));
    };
    const timer = setTimeout(() => fail('did not load in time'), CAPTCHA_LOAD_TIMEOUT_MS);
    const holder = globalThis as unknown as Record<string, unknown>;
    const previous = holder[ONLOAD];
    holder[ONLOAD] = () => {
      if (typeof previous === 'function') (previous as () => void)();
      const api = grecaptcha();
      if (!api) return fail('has no grecaptcha.render');
      clearTimeout(timer);
      api.ready(() => resolve(provider(api)));
    };
    try {
      script = addScript(url, { builtIn: RECAPTCHA_SCRIPT_URL, trustedOrigins: config.trustedOrigins, nonce: config.nonce });
    } catch (error) {
      // After this promise is remembered below, so that forgetting it (fail) forgets it for good.
      queueMicrotask(() => fail(`was not added: ${error instanceof Error ? error.message : 'refused'}`));
      return;
    }
    script.addEventListener('error', () => fail('could not be loaded'));
  });
  loads.set(key, loading);
  return loading;
}
