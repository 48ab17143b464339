import { attribute, createElementClass, property, widgetDefinition } from './runtime/define-element.ts';
import type { SignUpTokenWidgetProps } from '../features/signup-token/signup-token-widget.tsx';

export const casinoSignUpTokenDefinition = widgetDefinition<SignUpTokenWidgetProps>()({
  tag: 'casino-signup-token',
  summary: 'The short sign-up of a known person, fed by the sign-up token an OAuth (bank-ID) sign-in of a new player returns.',
  description: 'Contact (with the password twice where one is asked), limits (at most the person\'s own maximum: \'Choosen limit is too great\'), accept; the platform signs the player in at once.',
  attributes: {
    bonusCode: attribute.string('A preset bonus code.'),
    termsUrl: attribute.string('The terms and conditions page (default /terms-and-conditions).'),
    privacyUrl: attribute.string('The privacy policy page (default /privacy-policy).'),
  },
  properties: {
    token: property.secret('The sign-up token; set it as a property (`element.token = ...`, or `casino.open(\'signup-token\', { token })`), never in the page\'s markup.'),
  },
  events: ['casino-account-exists', 'casino-signed-up', 'casino-signed-in', 'casino-sign-up-error', 'casino-account-activated', 'casino-deposit-success', 'casino-signed-out', 'casino-bonus-selected'],
  // Its wizard ends with the sign-up's bonus and deposit steps.
  cashierEvents: true,
  load: () => import('../features/signup-token/index.ts'),
});

/** The short sign-up of a known person, fed by the sign-up token an OAuth (bank-ID) sign-in of a new player returns. */
export class CasinoSignUpTokenElement extends createElementClass(casinoSignUpTokenDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-signup-token': CasinoSignUpTokenElement;
  }
}
