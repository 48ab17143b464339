import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { SignInOAuthWidgetProps } from '../features/signin-oauth/signin-oauth-widget.tsx';

export const casinoSignInOAuthDefinition = widgetDefinition<SignInOAuthWidgetProps>()({
  tag: 'casino-signin-oauth',
  summary: 'Bank-ID sign-in (the OAuth code flow): a QR code to scan with the app, or the app on this device.',
  description: 'The identity provider runs in a hidden iframe whose messages are checked (its exact origin, that iframe only, a schema per message); the callback page (dist/oauth-callback.html, served on the page\'s own origin) hands back the code, taken only with the state this element issued. A person who plays here is signed in; a new person gets the token sign-up, prefilled.',
  attributes: {
    redirectUri: attribute.string('The callback page\'s address on this site\'s origin (default: oauth-callback.html beside the library script).'),
    oauthOrigin: attribute.string('The identity provider\'s exact origin; the launch address must be on it (default: the launch address\'s own).'),
    timeoutMs: attribute.number('How long the player has to confirm in the app, in milliseconds (default 180000).'),
  },
  events: ['casino-signed-in', 'casino-signed-out'],
  load: () => import('../features/signin-oauth/index.ts'),
});

/** Bank-ID sign-in (the OAuth code flow): a QR code to scan with the app, or the app on this device. */
export class CasinoSignInOAuthElement extends createElementClass(casinoSignInOAuthDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-signin-oauth': CasinoSignInOAuthElement;
  }
}
