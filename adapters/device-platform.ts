// Whether the device is a phone or a tablet, or a desktop: what a cashier's set-up sends (its channel), apart from
// the rest of the device's description (adapters/device.ts), which a sign-in and a sign-up send, and which loads
// with them rather than with every adapter.

/** The parts of `navigator` the device is read from. */
export type NavigatorLike = { userAgent?: string; userAgentData?: { mobile?: boolean } };

const MOBILE = /Mobi|Android|iPhone|iPad|iPod/;

/** From `navigator` when there is one (browsers); a desktop otherwise (node). */
export function devicePlatform(navigator: NavigatorLike | undefined = globalThis.navigator): 'desktop' | 'mobile' {
  return navigator?.userAgentData?.mobile ?? MOBILE.test(navigator?.userAgent ?? '') ? 'mobile' : 'desktop';
}
