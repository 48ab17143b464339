import type { Capabilities, Platform, PlatformFactory } from '../contract.ts';
import type { HistoryQuery, MessageStatus, ProfileUpdate, Subscription, SubscriptionType } from '../contract.ts';
import { OPERATION_AREAS, toPlatformError } from '../errors.ts';
import { acceptTerms, getProfile, signIn, signOut } from './player.ts';
import { getIpCountry, getTerms } from './content.ts';
import type { RestContext } from './context.ts';
import { createRestHttp } from './http.ts';
import { getWallet } from './wallet.ts';
import * as account from './account.ts';

/**
 * What this adapter does today. A flag turns true when its operations are built, not when the
 * platform could do it: a widget shown for a missing operation would only fail.
 */
export const REST_CAPABILITIES: Readonly<Capabilities> = Object.freeze({
  passwordSignIn: true,
  oauthSignIn: false,
  qrSignIn: false,
  smsOtp: false,
  signUp: false,
  tokenSignUp: false,
  activation: false,
  passwordReset: true,
  terms: true,
  profileEditing: true,
  bonuses: true,
  inbox: true,
  history: true,
  subscriptions: true,
  limits: false,
  blocks: false,
  selfExclusion: false,
  productBlocks: false,
  realityCheck: false,
  responsibleGamingTest: false,
  sessionSummary: false,
  kyc: false,
  sourceOfWealth: false,
  cashier: false,
  payAndPlay: false,
  balancePush: false,
  games: false,
  favourites: false,
  lastPlayed: false,
  jackpots: false,
  tournaments: false,
  providerViews: false,
  chat: false,
});

/**
 * Keeps the contract's promise that a method rejects only with a `PlatformError` of its area,
 * even when a mapping has a bug.
 */
function guard<TArgs extends unknown[], TResult>(
  operation: keyof typeof OPERATION_AREAS,
  run: (...args: TArgs) => Promise<TResult>,
): (...args: TArgs) => Promise<TResult> {
  const area = OPERATION_AREAS[operation];
  return async (...args) => {
    try {
      return await run(...args);
    } catch (error) {
      throw toPlatformError(error, area);
    }
  };
}

/** The TogetherGaming REST platform (shared/reference/rest-platform.md), session in `X-Player-Session-Id`. */
export const createRestPlatform: PlatformFactory = (context) => {
  const rest: RestContext = { context, http: createRestHttp(context), playerCurrency: null };
  const platform: Platform = {
    name: 'rest',
    capabilities: REST_CAPABILITIES,
    signIn: guard('signIn', (credentials) => signIn(rest, credentials)),
    signOut: guard('signOut', () => signOut(rest)),
    getProfile: guard('getProfile', () => getProfile(rest)),
    getWallet: guard('getWallet', () => getWallet(rest)),
    getTerms: guard('getTerms', (locale: string) => getTerms(rest, locale)),
    acceptTerms: guard('acceptTerms', (version: number) => acceptTerms(rest, version)),
    getIpCountry: guard('getIpCountry', () => getIpCountry(rest)),
    getMessages: guard('getMessages', () => account.getMessages(rest)),
    getMessage: guard('getMessage', (id: string) => account.getMessage(rest, id)),
    markMessage: guard('markMessage', (id: string, status: MessageStatus) => account.markMessage(rest, id, status)),
    updateProfile: guard('updateProfile', (changes: ProfileUpdate) => account.updateProfile(rest, changes)),
    changePassword: guard('changePassword', (input: { oldPassword: string; newPassword: string }) => account.changePassword(rest, input)),
    forgotPassword: guard('forgotPassword', (input: { email: string }) => account.forgotPassword(rest, input)),
    resetPassword: guard('resetPassword', (input: { token: string; email?: string; password: string }) => account.resetPassword(rest, input)),
    getHistory: guard('getHistory', (query: HistoryQuery) => account.getHistory(rest, query)),
    getPaymentStats: guard('getPaymentStats', () => account.getPaymentStats(rest)),
    getBonuses: guard('getBonuses', () => account.getBonuses(rest)),
    claimBonus: guard('claimBonus', (id: string) => account.claimBonus(rest, id)),
    cancelBonus: guard('cancelBonus', (id: string) => account.cancelBonus(rest, id)),
    triggerBonus: guard('triggerBonus', (code: string) => account.triggerBonus(rest, code)),
    getSubscriptions: guard('getSubscriptions', () => account.getSubscriptions(rest)),
    updateSubscriptions: guard('updateSubscriptions', (list: readonly Subscription[]) => account.updateSubscriptions(rest, list)),
    getSubscriptionsByToken: guard('getSubscriptionsByToken', (token: string) => account.getSubscriptionsByToken(rest, token)),
    unsubscribe: guard('unsubscribe', (token: string, keep: readonly SubscriptionType[]) => account.unsubscribe(rest, token, keep)),
  };
  return platform;
};
