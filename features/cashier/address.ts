/**
 * Where the cashier comes from and how it is opened (shared/reference/cashier-protocol.md, spec 002 §3.1, 7.1,
 * 8.1, 9): its environments, its configuration flattened into its address, the iframe's permissions and the load
 * time-out's text. What the cashier's frame needs before it is created; the messages it may send once it has
 * loaded are protocol.ts's (loaded with the frame, not before the widget shows). No DOM here beyond URL.
 */
import type { CashierSetup } from '../../adapters/contract.ts';

/** The bootstrapper version we speak (spec 002 §9), sent last as `attributes.bootstrapVersion`. */
export const BOOTSTRAP_VERSION = '1.3.29';
export const DEFAULT_LOAD_TIMEOUT_MS = 10_000;
export const QUERY_WARNING_LENGTH = 2000;
export const LOOKUP_HEIGHT = '250px';

/** Base address of the cashier per environment; production is also the default. */
export const CASHIER_ENVIRONMENTS = {
  production: 'https://api.paymentiq.io',
  test: 'https://test-api.paymentiq.io',
  mrgreen: 'https://mrgreen-api.paymentiq.io',
  casumo: 'https://casumo-api.paymentiq.io',
  development: 'http://localhost:5000',
} as const satisfies Record<string, string>;
export type CashierEnvironment = keyof typeof CASHIER_ENVIRONMENTS;

/** The permissions the cashier iframes get (spec 002 §6). */
export const IFRAME_ALLOW = [
  'geolocation', 'camera', 'payment', 'clipboard-read', 'clipboard-write', 'autoplay', 'microphone',
  'fullscreen', 'accelerometer', 'gyroscope', 'picture-in-picture', 'otp-credentials',
].join('; ');

export function resolveEnvironment(name: string | undefined): CashierEnvironment {
  return name && Object.hasOwn(CASHIER_ENVIRONMENTS, name) ? (name as CashierEnvironment) : 'production';
}

/**
 * The cashier's base address: the configured override, else the environment's. Only http(s) bases are
 * accepted; the origin of the result is the one origin the element talks to.
 */
export function cashierBase(environment: string | undefined, override?: string): URL {
  const raw = override?.trim() || CASHIER_ENVIRONMENTS[resolveEnvironment(environment)];
  const url = new URL(raw, globalThis.location?.href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`The cashier address must be http(s): ${raw}`);
  url.hash = '';
  url.search = '';
  return url;
}

/** A base address as text, without a trailing slash. */
export function baseText(base: URL): string {
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
}

/** The lookup (checkout client) iframe's address (spec 002 §7.1). */
export function lookupUrl(environment: string | undefined, version: string | undefined, cashierOverride?: string): URL {
  const path = `/checkout-client/${encodeURIComponent(version || 'master')}`;
  if (resolveEnvironment(environment) === 'development') return new URL(`${baseText(cashierBase('development', cashierOverride))}${path}`);
  return new URL(`https://pay.paymentiq.io${path}`);
}

type Scalar = string | number | boolean;
export type CashierConfigValue = Scalar | null | undefined | readonly CashierConfigValue[] | { readonly [key: string]: CashierConfigValue };
export type CashierConfig = { readonly [key: string]: CashierConfigValue };

/** Host-side settings that never go into the address. */
const NOT_SENT = new Set(['containerMinHeight', 'initLoadErrorTimeout', 'lookupConfig', 'css']);

function isEmpty(value: CashierConfigValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

function flattenInto(out: Array<[string, string]>, key: string, value: CashierConfigValue): void {
  if (isEmpty(value)) return;
  if (Array.isArray(value)) {
    value.forEach((item: CashierConfigValue, index: number) => flattenInto(out, `${key}.${index}`, item));
    return;
  }
  if (typeof value === 'object') {
    for (const [name, inner] of Object.entries(value as Record<string, CashierConfigValue>)) flattenInto(out, `${key}.${name}`, inner);
    return;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return;
  out.push([key, String(value)]);
}

/**
 * The configuration flattened into query pairs by the documented rules: scalars as key=value,
 * `theme.{group}.{key}` as `theme_{group}_{key}`, `attributes.{name}` and `user.{field}` dotted,
 * any other nesting dotted too; empty values (null, undefined, "") dropped; `attributes.hostUri`
 * added and `attributes.bootstrapVersion` last.
 */
export function flattenCashierConfig(config: CashierConfig, hostUri: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(config)) {
    if (NOT_SENT.has(key) || isEmpty(value)) continue;
    if (key === 'theme' && typeof value === 'object' && !Array.isArray(value)) {
      for (const [group, entries] of Object.entries(value as Record<string, CashierConfigValue>)) {
        if (entries && typeof entries === 'object' && !Array.isArray(entries)) {
          for (const [name, inner] of Object.entries(entries as Record<string, CashierConfigValue>)) flattenInto(out, `theme_${group}_${name}`, inner);
        } else flattenInto(out, `theme_${group}`, entries);
      }
      continue;
    }
    if (key === 'attributes' && typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, inner] of Object.entries(value as Record<string, CashierConfigValue>)) {
        if (name === 'hostUri' || name === 'bootstrapVersion') continue;
        flattenInto(out, `attributes.${name}`, inner);
      }
      continue;
    }
    flattenInto(out, key, value);
  }
  out.push(['attributes.hostUri', hostUri]);
  out.push(['attributes.bootstrapVersion', BOOTSTRAP_VERSION]);
  return out;
}

/** The customer the lookup identified: the cashier opens for them instead of the set-up's player. */
export interface CashierCustomer {
  userId: string;
  sessionId: string;
  user?: Record<string, unknown>;
  attributes?: Record<string, unknown>;
}

/**
 * What the cashier is opened with (spec 002 §3.1, §3.2): the platform's set-up (with the configuration's
 * cashierOptions) and the identified customer, before flattening. css is not here: it goes as SET_CSS.
 */
export function cashierConfigOf(setup: CashierSetup, customer: CashierCustomer | null, allowCancel?: boolean): CashierConfig {
  return {
    merchantId: setup.merchantId,
    userId: customer?.userId ?? setup.userId,
    sessionId: customer?.sessionId ?? setup.sessionId,
    environment: setup.environment,
    locale: setup.locale,
    method: setup.method,
    providerType: setup.providerType,
    channelId: setup.channelId,
    amount: setup.amount,
    bonusCode: setup.bonusCode,
    autoProcess: setup.autoProcess,
    allowCancelPendingWithdrawal: allowCancel ?? setup.allowCancelPendingWithdrawal,
    predefinedAmounts: setup.settings?.predefinedAmounts,
    font: setup.font,
    useExperimentalCdn: setup.useExperimentalCdn,
    didAccessToken: setup.didAccessToken,
    containerWidth: setup.containerWidth,
    containerHeight: setup.containerHeight,
    theme: setup.theme,
    userData: setup.userData,
    attributes: { ...setup.attributes, ...customer?.attributes } as CashierConfig,
    user: customer?.user as CashierConfig | undefined,
  };
}

/** The cashier iframe's address: `{base}/paymentiq/cashier?{query}`; `long` when the query passes 2000 characters. */
export function buildCashierUrl(base: URL, config: CashierConfig, hostUri: string): { url: string; queryLength: number; long: boolean } {
  const query = new URLSearchParams(flattenCashierConfig(config, hostUri)).toString();
  return { url: `${baseText(base)}/paymentiq/cashier?${query}`, queryLength: query.length, long: query.length > QUERY_WARNING_LENGTH };
}

/** The host page's address as the cashier gets it (no fragment: it is the page's own business). */
export function hostUriOf(location: { href: string }): string {
  const url = new URL(location.href);
  url.hash = '';
  return url.href;
}

/** The onload error's text (spec 002 §8.1), word for word. */
export function loadErrorText(timeoutMs: number): string {
  return `Could not load cashier iframe. Execution time limit was exceeded: ${timeoutMs} milliseconds`;
}
