import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { SignInWidgetProps } from '../features/signin/signin-widget.tsx';

export const casinoSignInDefinition = widgetDefinition<SignInWidgetProps>()({
  tag: 'casino-signin',
  summary: 'Sign-in form for players: email, password, remember me, and what follows a sign-in (terms to accept, activation required, welcome).',
  description: 'A signed-in player sees who is signed in and a Sign out button. Where the jurisdiction signs in with bank-ID (SGA), it shows the bank-ID sign-in of `<casino-signin-oauth>` instead of the password form.',
  attributes: {
    redirectUri: attribute.string('Bank-ID sign-in: the callback page\'s address on this site\'s origin (default: oauth-callback.html beside the library script).'),
    oauthOrigin: attribute.string('Bank-ID sign-in: the identity provider\'s exact origin (default: the launch address\'s own).'),
    timeoutMs: attribute.number('Bank-ID sign-in: how long the player has to confirm in the app, in milliseconds (default 180000).'),
  },
  events: ['casino-signed-in', 'casino-signed-out'],
  load: () => import('../features/signin/index.ts'),
});

/** Sign-in form for players: email, password, remember me, and what follows a sign-in (terms to accept, activation required, welcome). */
export class CasinoSignInElement extends createElementClass(casinoSignInDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-signin': CasinoSignInElement;
  }
}
