export { useCompleteSignIn, type CompleteSignInOptions } from './complete-sign-in.ts';
export { useCompleteSignInLater } from './complete-sign-in-later.ts';
export { followUpAfterSignIn, TERMS_DELAY_MS, type SignInFollowUp } from './follow-up.ts';
export { RestoredSessionFollowUp, type RestoredSessionProps } from './restored-session.ts';
export { useProviderView } from './provider-view.tsx';
export { ProviderViewOffer, type ProviderViewOfferProps } from './provider-view-offer.tsx';
export { ProviderViewOfferLater } from './provider-view-offer-later.tsx';
