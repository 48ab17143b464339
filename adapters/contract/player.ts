// Part of the platform contract (adapters/contract.ts, its one entry): The player: profile, sign-in and its follow-ups, the session and the connection.

import type { Wallet } from './account.ts';
import type { Jurisdiction, Unsubscribe } from './config.ts';

export type Gender = 'male' | 'female' | 'other';

/** Fields the server may lock individually (spec 000 §3). */
export interface ProfileLocks {
  email: boolean;
  names: boolean;
  dateOfBirth: boolean;
  country: boolean;
  currency: boolean;
}

export interface Profile {
  userId: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`, empty when unknown. */
  dateOfBirth: string;
  address: string;
  city: string;
  zip: string;
  /** With the plus; empty when the platform gives the phone as one number. */
  callingCode: string;
  phone: string;
  country: string;
  language: string;
  currency: string;
  gender?: Gender;
  title: string;
  /** The e-mail address is verified (the account is activated). */
  isActivated: boolean;
  /** The whole profile is read-only (phone and password are disabled). */
  disabled: boolean;
  disabledFields: ProfileLocks;
  playerGroups: readonly string[];
  /** The jurisdiction the player is registered under, when the platform tells. */
  jurisdiction?: Jurisdiction;
  /** The terms-and-conditions version the player last accepted, when the platform tells. */
  acceptedTermsVersion?: number;
}

/** Editable profile fields; REST also needs the current password to save. */
export interface ProfileUpdate {
  password?: string;
  /** Only where the jurisdiction lets the player change it (SGA). */
  email?: string;
  address?: string;
  city?: string;
  zip?: string;
  callingCode?: string;
  phone?: string;
  language?: string;
  gender?: Gender;
  country?: string;
}

export interface SignInCredentials {
  /** The e-mail address (some platforms also accept a username here). */
  email: string;
  password: string;
}

/** What a successful sign-in tells the widget, to choose its follow-up (spec 000 §4). */
export interface SignInResult {
  sessionId: string;
  profile: Profile;
  /** The current terms are newer than the accepted ones: open the terms (after 1 s). */
  hasToAcceptTerms: boolean;
  /** The version to accept, when the platform numbers its terms. */
  termsVersion?: number;
  /** False: open the activation popup instead of the welcome message. */
  isEmailVerified: boolean;
}

/** What an OTP sign-in of an unknown phone tells about its owner, to prefill sign-up. */
export interface OtpPlayerInfo {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postArea: string;
  postCode: string;
}

/** An OTP sign-in either signs the player in or, for a new phone, prefills the sign-up. */
export type OtpSignInResult =
  | { kind: 'signed-in'; result: SignInResult }
  | { kind: 'prefill'; player: OtpPlayerInfo };

/** What starts an OAuth (bank-ID) sign-in: where the provider returns, and the state it must hand back. */
export interface OAuthStart {
  /** The callback page's address (the redirect URI). */
  redirectUrl: string;
  /** A random value of the widget's own, sent out and checked when the code comes back. */
  state: string;
}

/** The code the provider's callback received, with the redirect URI and the state of the same start. */
export interface OAuthCode {
  code: string;
  state: string;
  redirectUrl: string;
}

/** An OAuth (bank-ID style) sign-in either signs in or hands a token for the token sign-up. */
export type OAuthSignInResult =
  | { kind: 'signed-in'; result: SignInResult }
  | { kind: 'sign-up'; signUpToken: string };

/** Status reported by the OAuth iframe while the player confirms in their app (spec 002 §7.6). */
export interface OAuthCollectStatus {
  isAppOpened: boolean;
  isError: boolean;
  isComplete: boolean;
  qrCode?: string;
}

/** Terms and conditions (or another legal document) in one language. */
export interface TermsDocument {
  version: number;
  /** Server-provided HTML: render only through the sanitizer. */
  content: string;
}

/** A platform-wide session change (realtime session codes, provider events, other tabs). */
export interface SessionChange {
  signedIn: boolean;
  /** The player who signed in, where a platform that signs players in through its own views tells. */
  userId?: string;
  reason?: 'signed-in' | 'signed-out' | 'expired' | 'elsewhere' | 'session-limit' | 'self-excluded';
}

/**
 * The state of a platform's standing connection (the realtime platform's websocket): `connecting` while it
 * opens or reconnects after a drop; `offline` once its reconnect attempts ran out (the page offers Retry).
 */
export type ConnectionState = 'connecting' | 'online' | 'offline';

/** Display pages the platform asks for after sign-in (spec 001 §4, 002 §4.5). */
export type PlayerActionPage =
  | 'source-of-wealth-required'
  | 'responsible-gaming-test'
  | 'terms-and-conditions'
  | 'deposit-limits-required'
  | 'kyc-provide-documents'
  | 'kyc-remind-documents';

export interface PlayerAction {
  id?: string;
  page: PlayerActionPage;
  /** The player cannot dismiss the page. */
  force: boolean;
}


/** Pages a framework-script provider opens in its own UI (spec 002 §7.2). */
export type ProviderView = 'sign-in' | 'sign-up' | 'account' | 'deposit' | 'withdraw' | 'contact-us';


/** Sign-in (password, SMS, bank-ID, the provider's own view), the session, the profile, the wallet, the terms and the connection: the areas sign-in, sign-out, player, terms and content. Operations a platform lacks are absent. */
export interface PlayerOperations {
  /** Signs in with e-mail and password; sets the session and tells which follow-up is due. */
  signIn?(credentials: SignInCredentials): Promise<SignInResult>;
  /** Signs out; the local session is cleared even when the platform cannot be reached. */
  signOut?(): Promise<void>;
  /** The signed-in player's profile. */
  getProfile?(): Promise<Profile>;
  /** The signed-in player's balances, in the player's currency. */
  getWallet?(): Promise<Wallet>;
  /** Sends a one-time code by SMS (get-started identify step). */
  requestOtp?(input: { country: string; callingCode: string; phone: string }): Promise<void>;
  /** Signs in with the SMS code; an unknown phone answers with data to prefill the sign-up. */
  signInWithOtp?(input: { code: string; phone: string }): Promise<OtpSignInResult>;
  /**
   * The launch address of the OAuth (bank-ID) identity provider, loaded in a hidden iframe. `state` is the
   * widget's own random value: the provider hands it back with the code, and only that state is accepted.
   */
  getOAuthSignInUrl?(input: OAuthStart): Promise<string>;
  /** Completes an OAuth sign-in with the code the callback received: signed in, or a sign-up token for a new person. */
  signInWithCode?(input: OAuthCode): Promise<OAuthSignInResult>;
  /** The address of a QR image of the provider's QR payload, for the OAuth sign-in on another device. */
  getQrCodeUrl?(message: string): string;
  /**
   * Whether the platform's own session holds a player now (the provider framework's `isLoggedIn`): a session the
   * page kept ends when it does not.
   */
  getSessionState?(): Promise<SessionChange>;
  /** Listens to session changes the platform pushes (realtime codes, provider events). */
  onSessionChange?(listener: (change: SessionChange) => void): Unsubscribe;
  /** The current terms and conditions in a locale. */
  getTerms?(locale: string): Promise<TermsDocument>;
  /** Records that the player accepted this version of the terms (the current one, where the platform numbers none). */
  acceptTerms?(version?: number): Promise<void>;
  /** Pages the platform requires after sign-in (source of wealth, test, terms, limits, KYC). */
  getPlayerActions?(): Promise<readonly PlayerAction[]>;
  /** Saves profile changes. */
  updateProfile?(changes: ProfileUpdate): Promise<void>;
  /** The country of the player's IP address (ISO alpha-2), or null when it is not found. */
  getIpCountry?(): Promise<string | null>;
  /** Listens to balance changes the platform pushes. */
  onBalanceChange?(listener: (wallet: Wallet) => void): Unsubscribe;
  /** Opens one of the provider framework's own views. */
  openProviderView?(view: ProviderView): Promise<void>;
  /** Listens to the connection's state; called at once with the current one. */
  onConnectionChange?(listener: (state: ConnectionState) => void): Unsubscribe;
  /** Tries to connect again after the reconnect attempts ran out (the offline notice's Retry). */
  reconnect?(): Promise<void>;
}
