/**
 * casino-elements: the one module script a page loads. It defines every tag at once and stays small:
 * each element loads its widget's chunk when it first connects, and React, react-dom and jotai sit in
 * one shared chunk loaded once.
 */
// First: takes reset, activation and unsubscribe tokens out of the address before anything else runs.
import './address-tokens.ts';
import './casino-platform.ts';
import './session-start.ts';
import './casino-signin.ts';
import './casino-message.ts';
import './casino-terms.ts';
import './casino-cashier.ts';
import './casino-deposit.ts';
import './casino-withdraw.ts';
import './casino-pay-and-play.ts';
import './casino-bonus-selector.ts';
import './casino-signup.ts';
import './casino-activation.ts';
import './casino-get-started.ts';
import './casino-account.ts';
import './casino-message-notice.ts';
import './casino-forgot-password.ts';
import './casino-reset-password.ts';
import './casino-subscriptions.ts';
import './casino-unsubscribe.ts';
import './casino-signup-token.ts';
import './casino-source-of-wealth.ts';
import './casino-signin-oauth.ts';
import './casino-self-exclude.ts';
import './casino-responsible-gaming-test.ts';
import './casino-reality-check.ts';
import './casino-session-summary.ts';
import './casino-rg-header.ts';
import { casino, installGlobalApi } from './casino-api.ts';
import { runQueryTriggers } from './query-triggers.ts';
import { registry } from './platform-access.ts';

installGlobalApi();
// A captcha the platform asks for (a quota challenge) is answered in a dialog loaded when first needed.
registry.solveCaptcha ??= (challenge) => import('./captcha-prompt.ts').then((prompt) => prompt.solveCaptcha(challenge));
if (typeof document !== 'undefined') {
  // After the page's own tags are parsed, so its <casino-platform> configuration applies first.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => runQueryTriggers(), { once: true });
  else queueMicrotask(() => runQueryTriggers());
}

export { casino };
export const { configure, open, openSignIn, openSignUp, openForgotPassword, openAccount, openDeposit, openWithdraw, close, signOut, version } = casino;
export type { CasinoApi } from './casino-api.ts';
export type { CasinoConfig } from './platform-access.ts';
export type { CasinoEventDetails, CasinoEventMap, CasinoEventName, CashierEventDetail, CashierMessages, DepositSuccessDetail, SignOutReason } from '../features/events/index.ts';
export type { WidgetProps } from './element-definition.ts';
export type { WidgetName } from '../features/host/host-context.tsx';
export { CasinoPlatformElement } from './casino-platform.ts';
export { CasinoSignInElement } from './casino-signin.ts';
export { CasinoMessageElement } from './casino-message.ts';
export { CasinoTermsElement } from './casino-terms.ts';
export { CasinoCashierElement } from './casino-cashier.ts';
export { CasinoDepositElement } from './casino-deposit.ts';
export { CasinoWithdrawElement } from './casino-withdraw.ts';
export { CasinoPayAndPlayElement } from './casino-pay-and-play.ts';
export { CasinoBonusSelectorElement } from './casino-bonus-selector.ts';
export { CasinoSignUpElement } from './casino-signup.ts';
export { CasinoActivationElement } from './casino-activation.ts';
export { CasinoGetStartedElement } from './casino-get-started.ts';
export { CasinoAccountElement } from './casino-account.ts';
export { CasinoMessageNoticeElement } from './casino-message-notice.ts';
export { CasinoForgotPasswordElement } from './casino-forgot-password.ts';
export { CasinoResetPasswordElement } from './casino-reset-password.ts';
export { CasinoSubscriptionsElement } from './casino-subscriptions.ts';
export { CasinoUnsubscribeElement } from './casino-unsubscribe.ts';
export { CasinoSignUpTokenElement } from './casino-signup-token.ts';
export { CasinoSourceOfWealthElement } from './casino-source-of-wealth.ts';
export { CasinoSignInOAuthElement } from './casino-signin-oauth.ts';
export { CasinoSelfExcludeElement } from './casino-self-exclude.ts';
export { CasinoResponsibleGamingTestElement } from './casino-responsible-gaming-test.ts';
export { CasinoRealityCheckElement } from './casino-reality-check.ts';
export { CasinoSessionSummaryElement } from './casino-session-summary.ts';
export { CasinoRgHeaderElement } from './casino-rg-header.ts';
