// The sandbox's whole world, in memory. Tables are keyed maps so later work (limits, bonuses,
// messages, transactions, payments) adds a table here and a seed row in seed.ts, nothing else.
import type { Clock } from './clock.ts';
import { ApiError } from './http.ts';
import { type AccountTables, seedAccount, seedPlayers } from './seed.ts';
import { type KycTables, seedKyc } from './kyc/state.ts';

export type Jurisdiction = 'MGA' | 'SGA' | 'UK' | 'DGA' | 'ES' | 'MX' | 'Curacao';
export type SowStatus = 'Unverified' | 'Verified' | 'Requested' | 'TimeoutBlocked';
export type DocumentType = 'TermsAndConditions' | 'PrivacyPolicy' | 'CookiePolicy' | 'PGSI';

/** A block is stored with sandbox-clock instants so advancing the clock ends it. */
export interface Block {
  type: 'SelfExclusion' | 'Block';
  fromMs: number;
  untilMs: number;
}

/** Money is kept in minor units so sums stay exact; the REST layer turns it into amounts. */
export interface Wallet {
  real: number;
  bonus: number;
  reserved: number;
}

export interface Player {
  id: number;
  username: string;
  email: string;
  // Plain text on purpose: a throw-away sandbox whose seeded password is published in the docs.
  password: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: 'Male' | 'Female' | 'Other';
  address1: string;
  city: string;
  zip: string;
  country: string;
  mobilePhoneNumber: string;
  currency: string;
  language: string;
  jurisdiction: Jurisdiction;
  emailVerified: boolean;
  tacVersionAccepted: number | null;
  level: string;
  sowStatus: SowStatus;
  depositCount: number;
  withdrawalCount: number;
  wallet: Wallet;
  blocks: Block[];
  /** The pages GET /player/display-pages answers (LoginPageType names); a page leaves when its requirement is met. */
  displayPages?: Array<{ PageType: string; ForceAction: boolean }>;
  /** PlayerInfo field names the operator locked (PlayerInfo `LockedFields`: an operator backend's addition). */
  lockedFields?: string[];
}

export interface Session {
  id: string;
  playerId: number;
  createdMs: number;
}

/** Failed sign-ins of one login, for the rate limit. */
export interface SignInAttempts {
  failuresMs: number[];
  lockedUntilMs: number | null;
}

export interface SandboxState {
  players: Map<number, Player>;
  sessions: Map<string, Session>;
  signInAttempts: Map<string, SignInAttempts>;
  /** The country the platform pretends the caller's IP is in; null = lookup failed. */
  ipCountry: string | null;
  documentVersions: Record<DocumentType, number>;
  /** A document's text set through the control API (tests feed hostile HTML); unset = the seeded text. */
  documentContent: Partial<Record<DocumentType, string>>;
  /** Inbox, history, bonuses, subscriptions, reset tokens and the outbox (sandbox/account/seed.ts). */
  account: AccountTables;
  /** Uploaded documents and source-of-wealth declarations (sandbox/kyc/state.ts). */
  kyc: KycTables;
}

export const CURRENT_TERMS_VERSION = 3;

export function createState(clock: Clock): SandboxState {
  const players = new Map<number, Player>();
  for (const player of seedPlayers(clock.nowMs())) players.set(player.id, player);
  return {
    players,
    sessions: new Map(),
    signInAttempts: new Map(),
    ipCountry: 'MT',
    documentVersions: { TermsAndConditions: CURRENT_TERMS_VERSION, PrivacyPolicy: 1, CookiePolicy: 1, PGSI: 1 },
    documentContent: {},
    account: seedAccount(clock.nowMs()),
    kyc: seedKyc(clock.nowMs()),
  };
}

/** Players sign in with their username or their email, in any letter case. */
export function findPlayerByLogin(state: SandboxState, login: string): Player | undefined {
  const wanted = login.trim().toLowerCase();
  for (const player of state.players.values()) {
    if (player.email.toLowerCase() === wanted || player.username.toLowerCase() === wanted) return player;
  }
  return undefined;
}

export function activeBlock(player: Player, nowMs: number): Block | undefined {
  return player.blocks.find((block) => block.fromMs <= nowMs && nowMs < block.untilMs);
}

/** An exclusion this long or longer has no end a player could plan by ("Indefinitely"). */
const NO_END_MS = 10_000 * 24 * 3_600_000;

/**
 * The refusal of a player kept out by their own break: `Details.Expires` says when it ends (ISO), unless it
 * has no end. The public client documents no details for this code; a platform that sends none leaves the
 * front end with the way to support alone.
 */
export function selfBlockedError(block: Block): ApiError {
  const details = block.untilMs - block.fromMs < NO_END_MS ? { Expires: new Date(block.untilMs).toISOString() } : undefined;
  return new ApiError(403, 'PlayerSelfBlocked', 'The player has blocked their own account.', details);
}
