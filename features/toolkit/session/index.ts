export { useCompleteSignIn, type CompleteSignInOptions } from './complete-sign-in.ts';
export { followUpAfterSignIn, TERMS_DELAY_MS, type SignInFollowUp } from './follow-up.ts';
export { RestoredSessionFollowUp, type RestoredSessionProps } from './restored-session.ts';
export { ProviderViewOffer, useProviderView } from './provider-view.tsx';
