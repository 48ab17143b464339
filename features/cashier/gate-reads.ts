// The reads behind the payment gate and the deposit's notices, as plain functions of the platform: the widgets'
// queries call them, and so do the page's early reads (elements/runtime/session-services.ts), which start them
// for a signed-in page holding a payment widget before React has run. Kept apart from the hooks so that the
// session services' chunk does not carry a widget.
import { hasOperation, type Block, type Limit, type Platform } from '../../adapters/contract.ts';

/** What the IP-country read answers on a platform without a lookup. */
export const NOT_CHECKED_HERE = 'not-checked-here';

/**
 * The IP country. A platform without a lookup answers nothing here (NOT_CHECKED_HERE): it geolocates at
 * payment itself, so the gate has nothing to mirror.
 */
export function readIpCountry(platform: Platform): Promise<string | null> {
  return hasOperation(platform, 'getIpCountry') ? platform.getIpCountry() : Promise.resolve(NOT_CHECKED_HERE);
}

/** The player's limits (none where the platform keeps none). */
export function readLimits(platform: Platform): Promise<readonly Limit[]> {
  return hasOperation(platform, 'getLimits') ? platform.getLimits() : Promise.resolve([]);
}

/** The player's product blocks (none where the platform keeps none). */
export function readProductBlocks(platform: Platform): Promise<readonly Block[]> {
  return hasOperation(platform, 'getProductBlocks') ? platform.getProductBlocks() : Promise.resolve([]);
}
