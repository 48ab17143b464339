import { attribute, createElementClass, property, widgetDefinition } from './runtime/define-element.ts';
import type { ActivationWidgetProps } from '../features/activation/activation-widget.tsx';

export const casinoActivationDefinition = widgetDefinition<ActivationWidgetProps>()({
  tag: 'casino-activation',
  summary: 'Account activation: the email (hidden when known) and the numeric code sent to the player; Activate and Request activation code.',
  description: 'An activated player sees \'Your account is already activated\'. A page opened with `?email=...&code=...` opens it prefilled as a modal; for a player signed in as another account it says whose link it is and offers Sign out instead of activating.',
  attributes: {
    email: attribute.string('The player\'s email, when the page knows it (the field is then hidden).'),
  },
  properties: {
    code: property.secret('A code to prefill (from an activation link); a property only, never read from an attribute.'),
  },
  events: ['casino-account-activated', 'casino-signed-in', 'casino-signed-out'],
  load: () => import('../features/activation/index.ts'),
});

/** Account activation: the email (hidden when known) and the numeric code sent to the player; Activate and Request activation code. */
export class CasinoActivationElement extends createElementClass(casinoActivationDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-activation': CasinoActivationElement;
  }
}
