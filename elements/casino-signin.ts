import { createElementClass, defineElement, widgetDefinition } from './define-element.ts';
import type { CommonWidgetProps } from '../features/host/index.ts';

export const casinoSignInDefinition = widgetDefinition<CommonWidgetProps>()({
  tag: 'casino-signin',
  widget: 'signin',
  summary: 'Sign-in form for players: email, password, remember me, and what follows a sign-in (terms to accept, activation required, welcome).',
  description: 'A signed-in player sees who is signed in and a Sign out button.',
  attributes: {},
  events: ['casino-signed-in', 'casino-signed-out'],
  load: () => import('../features/signin/index.ts'),
});

/** Sign-in form for players: email, password, remember me, and what follows a sign-in (terms to accept, activation required, welcome). */
export class CasinoSignInElement extends createElementClass(casinoSignInDefinition) {}

defineElement('casino-signin', CasinoSignInElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-signin': CasinoSignInElement;
  }
}
