import type { RestContext } from './context.ts';
import { resolveBaseUrl } from './http.ts';

// Apart from the other bank-ID calls (adapters/rest/oauth.ts): getQrCodeUrl is synchronous (an <img> takes its
// address at once), so the adapter's index holds it rather than loading the bank-ID area for it.

/** GET /api/qr?msg=: the address of the QR image (an <img> loads it; no session, nothing to validate). */
export function getQrCodeUrl(rest: RestContext, message: string): string {
  return `${resolveBaseUrl(rest.context.config.apiUrl)}/qr?msg=${encodeURIComponent(message)}`;
}
