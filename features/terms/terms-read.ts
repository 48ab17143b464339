// The current terms as a plain function of the platform: the terms query calls it, and so do the page's early
// reads (elements/runtime/session-services.ts) for a signed-in page whose widgets check the terms first.
import type { Platform, TermsDocument } from '../../adapters/contract.ts';
import { can, requireOperation } from '../../adapters/operations.ts';

export interface CurrentTerms {
  /** Null where the platform records the acceptance but serves no text (the operator's page holds it). */
  readonly terms: TermsDocument | null;
  /** Accepting is offered only where the platform records it. */
  readonly canAccept: boolean;
}

/** The current terms in `locale`, and whether the platform records their acceptance. */
export async function readCurrentTerms(platform: Platform, locale: string): Promise<CurrentTerms> {
  if (!platform.capabilities.terms && can(platform, 'termsAcceptance')) return { terms: null, canAccept: true };
  return {
    terms: await requireOperation(platform, 'getTerms')(locale),
    canAccept: can(platform, 'termsAcceptance'),
  };
}
