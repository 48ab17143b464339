import type { PlatformConfigChange, PlatformConfigKey } from '../adapters/contract.ts';
import { configure } from './platform-access.ts';
import { defineElement } from './define-element.ts';

const ATTRIBUTES = {
  platform: 'platform',
  'api-url': 'apiUrl',
  jurisdiction: 'jurisdiction',
  locale: 'locale',
  'timeout-ms': 'timeoutMs',
  retries: 'retries',
  'merchant-id': 'merchantId',
  'cashier-environment': 'cashierEnvironment',
  'cashier-url': 'cashierUrl',
  'wamp-url': 'wampUrl',
  realm: 'realm',
  skin: 'skin',
  'service-url': 'serviceUrl',
  'provider-script-url': 'providerScriptUrl',
  'provider-host': 'providerHost',
  'brand-id': 'brandId',
  'brand-domain': 'brandDomain',
} as const satisfies Record<string, PlatformConfigKey>;

const NUMERIC = new Set<PlatformConfigKey>(['timeoutMs', 'retries']);

/**
 * @tag casino-platform
 * @summary The page's configuration, for pages made of tags only (CMS templates). Renders nothing.
 * Secrets (session ids, tokens) are never read from attributes: they come from sign-in, or from
 * `window.casino.configure()`.
 * @attr {string} platform - The backend: rest (default), realtime, skillonnet, framework.
 * @attr {string} api-url - Address of the operator's backend for the REST platform (default /api).
 * @attr {string} jurisdiction - mga (default), sga, es, ukgc: the rules every element follows.
 * @attr {string} locale - en (default), en-US, nb, fi, pl-PL, th-TH, sv.
 * @attr {number} timeout-ms - Time-out of each request in milliseconds (default 10000).
 * @attr {number} retries - How often a read is retried (default 3; writes never are).
 * @attr {string} merchant-id - The payment cashier's merchant id.
 * @attr {string} cashier-environment - production (default), test, mrgreen, casumo, development (http://localhost:5000).
 * @attr {string} cashier-url - The cashier's base address instead of the environment's (a local cashier on another port).
 * @attr {string} wamp-url - Realtime platform: the WAMP router, for example wss://api.example.com/v2.
 * @attr {string} realm - Realtime platform: the WAMP realm (the operator's site domain).
 * @attr {string} skin - SkillOnNet platform: the skin (brand) name.
 * @attr {string} service-url - SkillOnNet platform: the service address (jackpots, winners).
 * @attr {string} provider-script-url - Framework platform: the provider's framework script.
 * @attr {string} provider-host - Framework platform: the provider's host passed to its init.
 * @attr {string} brand-id - Framework platform: the brand id passed to the provider's init.
 * @attr {string} brand-domain - Framework platform: the brand domain passed to the provider's init.
 */
export class CasinoPlatformElement extends HTMLElement {
  static get observedAttributes(): string[] {
    return Object.keys(ATTRIBUTES);
  }

  connectedCallback(): void {
    this.hidden = true;
    const config: PlatformConfigChange = {};
    for (const name of Object.keys(ATTRIBUTES)) this.collect(config, name, this.getAttribute(name));
    configure(config);
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (!this.isConnected) return;
    const config: PlatformConfigChange = {};
    this.collect(config, name, value);
    configure(config);
  }

  private collect(config: PlatformConfigChange, attribute: string, value: string | null): void {
    const key = ATTRIBUTES[attribute as keyof typeof ATTRIBUTES];
    if (!key || value === null || value.trim() === '') return;
    if (NUMERIC.has(key)) {
      const number = Number(value);
      if (Number.isFinite(number) && number >= 0) (config as Record<string, unknown>)[key] = number;
      else console.warn(`[casino-elements] <casino-platform ${attribute}> must be a number; got "${value}"`);
      return;
    }
    (config as Record<string, unknown>)[key] = value.trim();
  }
}

defineElement('casino-platform', CasinoPlatformElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-platform': CasinoPlatformElement;
  }
}
