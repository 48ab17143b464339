import type { Capabilities, Platform, PlatformFactory } from '../contract.ts';
import type { CashierRequest } from '../contract.ts';
import { OPERATION_AREAS, toPlatformError } from '../errors.ts';
import { acceptTerms, getProfile, signIn, signOut } from './player.ts';
import { getIpCountry, getTerms } from './content.ts';
import type { RestContext } from './context.ts';
import { createRestHttp } from './http.ts';
import { getWallet } from './wallet.ts';
import { getBonuses, getCashierSetup, getDepositBonuses, getLimits, getProductBlocks, triggerBonus } from './payments.ts';

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
  passwordReset: false,
  terms: true,
  profileEditing: false,
  bonuses: false,
  inbox: false,
  history: false,
  subscriptions: false,
  limits: false,
  blocks: false,
  selfExclusion: false,
  productBlocks: true,
  realityCheck: false,
  responsibleGamingTest: false,
  sessionSummary: false,
  kyc: false,
  sourceOfWealth: false,
  cashier: true,
  payAndPlay: true,
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
    getBonuses: guard('getBonuses', () => getBonuses(rest)),
    getDepositBonuses: guard('getDepositBonuses', () => getDepositBonuses(rest)),
    triggerBonus: guard('triggerBonus', (code: string) => triggerBonus(rest, code)),
    getLimits: guard('getLimits', () => getLimits(rest)),
    getProductBlocks: guard('getProductBlocks', () => getProductBlocks(rest)),
    getCashierSetup: guard('getCashierSetup', (request: CashierRequest) => getCashierSetup(rest, request)),
  };
  return platform;
};
