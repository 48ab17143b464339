import type { Capabilities, Platform, ProviderView } from '../../adapters/contract.ts';
import type { WidgetName } from '../../features/toolkit/host/host-context.tsx';

/**
 * The widgets a platform's own view stands in for (spec 002 §1: the provider framework opens sign-in,
 * registration, my account, deposit and withdraw itself), each with the capability that lets the library's own
 * widget serve it instead. A new stand-in is a row.
 */
export const PROVIDER_VIEWS = {
  account: { view: 'account', served: 'profileEditing' },
  deposit: { view: 'deposit', served: 'cashier' },
  signin: { view: 'sign-in', served: 'passwordSignIn' },
  signup: { view: 'sign-up', served: 'signUp' },
  withdraw: { view: 'withdraw', served: 'cashier' },
} as const satisfies Partial<Record<WidgetName | string, { view: ProviderView; served: keyof Capabilities }>>;

/** The provider's view that opens for the widget on this platform, or null when the library's widget serves it. */
export function providerViewFor(platform: Platform, widget: string): ProviderView | null {
  if (!Object.hasOwn(PROVIDER_VIEWS, widget)) return null;
  const { view, served } = PROVIDER_VIEWS[widget as keyof typeof PROVIDER_VIEWS];
  const offers = platform.capabilities.providerViews && typeof platform.openProviderView === 'function';
  return offers && platform.capabilities[served] !== true ? view : null;
}

/** Opens the provider's view for the widget and says true, or says false when the library's widget serves it. */
export function openProviderViewFor(platform: Platform, widget: string): boolean {
  const view = providerViewFor(platform, widget);
  if (!view) return false;
  platform.openProviderView!(view).catch((error: unknown) => console.warn(`[casino-elements] the platform's ${view} view did not open`, error));
  return true;
}
