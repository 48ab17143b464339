// The adapter over a casino provider's framework script (spec 002 §1, §3.3, §4.2, §4.6, §7.2): the provider's
// own views for sign-in, registration, the account, deposits, withdrawals and contact; its session, balance and
// games; its footer icons and info pages. Everything spec 002 §4.6 lists as unimplemented here is absent (its
// capability false), so widgets hide it and a direct call is the typed not-implemented error.
import { type Capabilities, type ErrorArea, type FrameworkPlatformConfig, isPlatformError, type GameLaunchRequest, type InfoPage, type Platform, type PlatformFactory, type Profile, type ProviderView } from '../contract.ts';
import { timeoutOf } from '../call-policy.ts';
import { guard, networkError, platformError, sessionExpiredError } from '../errors.ts';
import { createHttpClient } from '../http-client.ts';
import { getInfoPage, getLicenseLogos, providerLanguage } from './content.ts';
import type { Fw } from './context.ts';
import { closeGame, getGames, launchGame, onGamesList } from './games.ts';
import { type ProviderFramework, loadProviderScript } from './provider.ts';
import * as session from './session.ts';

/**
 * What this adapter does: the provider's views (sign-in among them), its games, its balance (read, not pushed).
 * Spec 002 §4.6's unimplemented methods are the flags left false: jurisdiction rules beyond the page's, the
 * welcome and activation pop-ups and their content, favourites, jackpots, chat, pay-and-play, messages,
 * activation, history, bonuses and bonus codes, terms, limits, launch addresses, countries, IP country, calling
 * codes and currencies, the total jackpot, and the player's details.
 */
export const FRAMEWORK_CAPABILITIES: Readonly<Capabilities> = Object.freeze({
  passwordSignIn: false,
  oauthSignIn: false,
  qrSignIn: false,
  smsOtp: false,
  signUp: false,
  tokenSignUp: false,
  activation: false,
  passwordReset: false,
  passwordResetCaptcha: false,
  terms: false,
  termsAcceptance: false,
  profileEditing: false,
  bonuses: false,
  inbox: false,
  history: false,
  sportsHistory: false,
  playerData: false,
  subscriptions: false,
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
  payAndPlayCountries: null,
  anonymousPayAndPlay: false,
  balancePush: false,
  games: true,
  gameLaunch: true,
  favourites: false,
  lastPlayed: false,
  jackpots: false,
  tournaments: false,
  providerViews: true,
  chat: false,
  licenseLogos: true,
  infoPages: true,
  documents: false,
});

/** The provider's host as an absolute address (relative ones against the page), or null when none is configured. */
export function providerHostOf(host: string | undefined, pageUrl: string | undefined = globalThis.location?.href): string | null {
  if (!host) return null;
  try {
    const url = pageUrl ? new URL(host, pageUrl) : new URL(host);
    url.hash = '';
    url.search = '';
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** Loads the provider once, listens to it, initialises it and waits for its `ready`; a failed start is tried afresh next time. */
function start(fw: Fw): Promise<ProviderFramework> {
  fw.started ??= (async () => {
    const provider = await loadProviderScript(fw.context, 'player', fw.scope);
    const ready = new Promise<void>((resolve) => (fw.markReady = resolve));
    provider.setOnSessionStatusUpdate((update) => session.onProviderStatus(fw, update));
    provider.setOnGamesListUpdated((games) => onGamesList(fw, games));
    const { config } = fw.context;
    provider.init({
      host: providerHostOf(config.providerHost) ?? '',
      brandId: config.brandId ?? '',
      brandDomain: config.brandDomain ?? '',
      language: providerLanguage(config.locale),
    });
    const timeoutMs = timeoutOf(config);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        ready,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(networkError('player', undefined, `The provider's framework was not ready within ${timeoutMs} ms.`)), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
    await session.reconcile(fw, provider);
    return provider;
  })();
  fw.started.catch(() => {
    fw.started = null;
  });
  return fw.started;
}

/** What the provider tells of the signed-in player: the id it signed in with, and the balance's currency. */
async function getProfile(fw: Fw, provider: ProviderFramework): Promise<Profile> {
  const sessionId = fw.context.session.get();
  if (!sessionId) throw sessionExpiredError('player', { message: 'No session: the player is not signed in.' });
  const wallet = await session.getWallet(fw, provider);
  const locked = { email: true, names: true, dateOfBirth: true, country: true, currency: true };
  return {
    userId: sessionId.startsWith('framework:') ? sessionId.slice('framework:'.length) : '',
    sessionId,
    email: '', firstName: '', lastName: '', dateOfBirth: '', address: '', city: '', zip: '', callingCode: '', phone: '', country: '', title: '',
    language: fw.context.config.locale,
    currency: wallet.currency.code,
    // The provider's own views hold the player's details and their checks; nothing here is editable.
    isActivated: true,
    disabled: true,
    disabledFields: locked,
    playerGroups: [],
  };
}

/** The provider framework-script platform (`platform="framework"`). */
export const createFrameworkPlatform: PlatformFactory<FrameworkPlatformConfig> = (context) => {
  const host = providerHostOf(context.config.providerHost);
  const fw: Fw = {
    context,
    http: host ? createHttpClient(host) : null,
    scope: globalThis,
    started: null,
    playerId: undefined,
    markReady: null,
    games: null,
    gameWaiters: new Set(),
    sessionListeners: new Set(),
  };
  // A failed start (the script did not load, the provider was not ready) is told in the area of the call that needed it.
  const provider = (area: ErrorArea) =>
    start(fw).catch((error: unknown) => {
      throw isPlatformError(error) && error.area !== area ? platformError(area, error.code, { message: error.message, cause: error }) : error;
    });
  const platform: Platform = {
    name: 'framework',
    capabilities: FRAMEWORK_CAPABILITIES,
    gameAddress: 'identifier',
    openProviderView: guard('openProviderView', async (view: ProviderView) => session.openProviderView(await provider('player'), view)),
    signOut: guard('signOut', async () => {
      try {
        await session.signOut(fw, await provider('sign-out'));
      } finally {
        if (context.session.get()) context.session.set(null);
      }
    }),
    getProfile: guard('getProfile', async () => getProfile(fw, await provider('player'))),
    getWallet: guard('getWallet', async () => session.getWallet(fw, await provider('player'))),
    getSessionState: guard('getSessionState', async () => {
      const signedIn = await session.isLoggedIn(fw, await provider('player'), 'player');
      return signedIn ? { signedIn, reason: 'signed-in' } : { signedIn, reason: 'signed-out' };
    }),
    onSessionChange: (listener) => session.onSessionChange(fw, listener, () => void provider('player').catch((error: unknown) => console.warn('[casino-elements] the provider framework did not start', error))),
    getGames: guard('getGames', async () => {
      await provider('game');
      return getGames(fw);
    }),
    launchGame: guard('launchGame', async (request: GameLaunchRequest) => launchGame(fw, await provider('game'), request)),
    closeGame: guard('closeGame', async () => closeGame(fw, await provider('game'))),
    getLicenseLogos: guard('getLicenseLogos', (locale?: string) => getLicenseLogos(fw, locale)),
    getInfoPage: guard('getInfoPage', (page: InfoPage, locale?: string) => getInfoPage(fw, page, locale)),
    dispose: () => {
      fw.sessionListeners.clear();
      fw.gameWaiters.clear();
    },
  };
  return platform;
};
