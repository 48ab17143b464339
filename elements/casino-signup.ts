import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { SignUpWidgetProps } from '../features/signup/signup-widget.tsx';

export const casinoSignUpDefinition = widgetDefinition<SignUpWidgetProps>()({
  tag: 'casino-signup',
  summary: 'The sign-up wizard: contact, personal details, address, limits, annual activity, accept; then activation, sign-in, bonus and deposit.',
  description: 'Limits appear where the jurisdiction asks for them; the bonus step when the player has deposit offers; the deposit through the cashier when one is configured. What the player types (never the password) survives a reload of the tab and a failed submit.',
  attributes: {
    bonusCode: attribute.string('A preset bonus code (a campaign): no bonus list is fetched after sign-up.'),
    noActivation: attribute.boolean('Leaves out the activation step.'),
    termsUrl: attribute.string('The terms and conditions page (default /terms-and-conditions), opened in a new tab.'),
    privacyUrl: attribute.string('The privacy policy page (default /privacy-policy), opened in a new tab.'),
    redirectUri: attribute.string('Bank-ID identification (SGA): the callback page\'s address on this site\'s origin (default: oauth-callback.html beside the library script).'),
    oauthOrigin: attribute.string('Bank-ID identification (SGA): the identity provider\'s exact origin (default: the launch address\'s own).'),
    timeoutMs: attribute.number('Bank-ID identification (SGA): how long the player has to confirm in the app, in milliseconds (default 180000).'),
  },
  events: ['casino-signed-up', 'casino-signed-in', 'casino-account-exists', 'casino-sign-up-error', 'casino-account-activated', 'casino-deposit-success', 'casino-signed-out', 'casino-bonus-selected'],
  cashierEvents: true,
  load: () => import('../features/signup/index.ts'),
});

/** The sign-up wizard: contact, personal details, address, limits, annual activity, accept; then activation, sign-in, bonus and deposit. */
export class CasinoSignUpElement extends createElementClass(casinoSignUpDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-signup': CasinoSignUpElement;
  }
}
