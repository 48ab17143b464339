/**
 * casino-elements: the one module script a page loads. It defines every tag at once and stays small:
 * each element loads its widget's chunk when it first connects, and React, react-dom and jotai sit in
 * one shared chunk loaded once.
 */
// First: takes reset, activation and unsubscribe tokens out of the address before anything else runs.
import './runtime/address-tokens.ts';
import './casino-platform.ts';
import './runtime/session-start.ts';
import { casino, installGlobalApi } from './runtime/casino-api.ts';
import { defineElement } from './runtime/define-element.ts';
import { WIDGET_TABLE } from './widget-table.ts';
import { runQueryTriggers } from './runtime/query-triggers.ts';
import { onQueryTriggersChange } from './runtime/query-trigger-setting.ts';
import { registry } from './runtime/platform-access.ts';
import { readPastedMessages } from './runtime/pasted-messages.ts';

// Every widget of the table, in its order, once the page's configuration element is defined.
for (const row of Object.values(WIDGET_TABLE)) defineElement(row.element.definition.tag, row.element);
installGlobalApi();
// A captcha the platform asks for (a quota challenge) is answered in a dialog loaded when first needed.
registry.solveCaptcha ??= (challenge) => import('./runtime/captcha-prompt.ts').then((prompt) => prompt.solveCaptcha(challenge));
if (typeof document !== 'undefined') {
  // Pasted texts at once, so a widget's first render has them; those later in the page once it is parsed.
  readPastedMessages();
  // After the page's own tags are parsed, so its <casino-platform> configuration applies first.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => {
      readPastedMessages();
      runQueryTriggers();
    }, { once: true });
  } else queueMicrotask(() => runQueryTriggers());
  // Links the page turns on later (configure({ queryTriggers }), a <casino-platform> a framework renders): the
  // address is read again then. Each trigger's parameters leave the address, so nothing opens twice.
  onQueryTriggersChange(() => {
    if (document.readyState !== 'loading') runQueryTriggers();
  });
}

export { casino };
export const { configure, open, openSignIn, openSignUp, openForgotPassword, openAccount, openDeposit, openWithdraw, close, signOut, version, openGame, closeGame, setFavourite } = casino;
export type { CasinoApi } from './runtime/casino-api.ts';
export type { CasinoConfig } from './runtime/platform-access.ts';
export type { CasinoEventDetails, CasinoEventMap, CasinoEventName, CashierEventDetail, CashierMessages, DepositSuccessDetail, SignOutReason } from '../features/toolkit/events/index.ts';
export type { WidgetProps } from './runtime/element-definition.ts';
export type { WidgetName } from '../features/toolkit/host/host-context.tsx';
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
export { CasinoJackpotTotalElement } from './casino-jackpot-total.ts';
export { CasinoJackpotsElement } from './casino-jackpots.ts';
export { CasinoLeaderboardElement } from './casino-leaderboard.ts';
export { CasinoAccountElement } from './casino-account.ts';
export { CasinoMessageNoticeElement } from './casino-message-notice.ts';
export { CasinoForgotPasswordElement } from './casino-forgot-password.ts';
export { CasinoGameElement } from './casino-game.ts';
export { CasinoFavouritesElement } from './casino-favourites.ts';
export { CasinoLastPlayedElement } from './casino-last-played.ts';
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
export { CasinoAboutUsElement } from './casino-about-us.ts';
export { CasinoBonusPolicyElement } from './casino-bonus-policy.ts';
export { CasinoDocumentElement } from './casino-document.ts';
export { CasinoExternalElement } from './casino-external.ts';
export { CasinoChatElement } from './casino-chat.ts';
export { CasinoLicenseLogosElement } from './casino-license-logos.ts';
