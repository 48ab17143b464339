import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { GetStartedWidgetProps } from '../features/get-started/get-started-widget.tsx';

export const casinoGetStartedDefinition = widgetDefinition<GetStartedWidgetProps>()({
  tag: 'casino-get-started',
  summary: 'The get-started sign-up: the player identifies with a phone and an SMS code, or with an email; a known player signs in, a new one goes on through the sign-up wizard.',
  description: 'The 4-digit SMS code boxes check themselves once complete; the code is read from the SMS where the browser can. The sign-up wizard is prefilled with what the platform knows.',
  attributes: {
    identify: attribute.string('phone (default): a one-time SMS code; email: email only.'),
    bonusCode: attribute.string('A preset bonus code: no bonus list is fetched after sign-up.'),
    noActivation: attribute.boolean('Leaves out the activation step.'),
    termsUrl: attribute.string('The terms and conditions page (default /terms-and-conditions).'),
    privacyUrl: attribute.string('The privacy policy page (default /privacy-policy).'),
  },
  events: ['casino-signed-in', 'casino-signed-up', 'casino-account-exists', 'casino-sign-up-error', 'casino-account-activated', 'casino-deposit-success', 'casino-signed-out', 'casino-bonus-selected'],
  cashierEvents: true,
  load: () => import('../features/get-started/index.ts'),
});

/** The get-started sign-up: the player identifies with a phone and an SMS code, or with an email; a known player signs in, a new one goes on through the sign-up wizard. */
export class CasinoGetStartedElement extends createElementClass(casinoGetStartedDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-get-started': CasinoGetStartedElement;
  }
}
