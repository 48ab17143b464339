// The third-party casino platform, SkillOnNet (spec 002 §7.5; shared/reference/realtime-and-providers.md §2): the
// skin's jackpots, fun-mode launch addresses and pay-and-play for anonymous visitors in FI, NL and SE. Its sign-in,
// deposit and balance APIs are not public, so it signs no one in: its pages serve anonymous visitors, and every
// other feature is absent by capability (a widget for it hides; a direct call is `<area>.not-implemented`).
import type { CashierRequest, GameLaunchRequest, Platform, PlatformFactory, SkillOnNetPlatformConfig, Capabilities } from '../contract.ts';
import { guard } from '../errors.ts';
import { launchGame } from './games.ts';
import { getJackpots, getTotalJackpot } from './jackpots.ts';
import { PAY_AND_PLAY_COUNTRIES, getCashierSetup, getIpCountry } from './pay-and-play.ts';
import { type SkillOnNetContext, createSkillOnNetService } from './service.ts';

/** What this adapter does: a flag is true where its operations are built. */
export const SKILLONNET_CAPABILITIES: Readonly<Capabilities> = Object.freeze({
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
  payAndPlay: true,
  payAndPlayCountries: PAY_AND_PLAY_COUNTRIES,
  anonymousPayAndPlay: true,
  balancePush: false,
  games: false,
  gameLaunch: true,
  favourites: false,
  lastPlayed: false,
  jackpots: true,
  tournaments: false,
  providerViews: false,
  chat: false,
  licenseLogos: false,
  infoPages: false,
  documents: false,
});

export const createSkillOnNetPlatform: PlatformFactory<SkillOnNetPlatformConfig> = (context) => {
  const config = () => context.config;
  const son: SkillOnNetContext = { config, service: createSkillOnNetService(config) };
  // The visitor's country once read: the jackpots are then asked for in its currency.
  let country: string | null = null;
  const platform: Platform = {
    name: 'skillonnet',
    capabilities: SKILLONNET_CAPABILITIES,
    getJackpots: guard('getJackpots', () => getJackpots(son, country)),
    getTotalJackpot: guard('getTotalJackpot', () => getTotalJackpot(son, country)),
    launchGame: guard('launchGame', (request: GameLaunchRequest) => launchGame(son, request)),
    getIpCountry: guard('getIpCountry', async () => (country = await getIpCountry(son))),
    getCashierSetup: guard('getCashierSetup', (request: CashierRequest) => getCashierSetup(son, request)),
  };
  return platform;
};
