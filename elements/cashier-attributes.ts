import { attribute } from './runtime/element-definition.ts';

/**
 * The attributes of every element that holds the payment cashier (<casino-deposit>, <casino-withdraw>,
 * <casino-pay-and-play>, <casino-cashier>), written once: each element takes the ones its widget passes on.
 */
export const CASHIER_ATTRIBUTES = {
  timeoutMs: attribute.number('The cashier\'s load time-out (initLoadErrorTimeout) in milliseconds, default 10000.'),
  redirectHosts: attribute.string('Origins the cashier may send the page to (TOP_URL_REPLACE), besides this site: a bare host means https on its default port (`bank.example`), or give the whole origin (`https://bank.example:8443`); scheme, host and port must all match.'),
  authorizeMethods: attribute.string('Opt-in for the cashier\'s page-function calls (EXECUTE_AUTHORIZE_METHOD): the global functions it may call, space-separated. It allows no script set-up.'),
  authorizeScripts: attribute.string('Opt-in for the cashier\'s script set-up (SETUP_AUTHORIZE_SCRIPT): the providers (for example `trustly`) whose set-up script it may add to the page, space-separated. Accepted only from the cashier iframe, never the lookup; without it nothing is added and the attempt is logged. The added script carries the element\'s `nonce` (its standard nonce attribute or property), so a page with `script-src \'nonce-…\'` allows exactly that script.'),
} as const;
