// Part of the platform contract (adapters/contract.ts, its one entry): Sign-up, activation, passwords and the reference data they use (countries, currencies, calling codes).

import type { SubscriptionType } from './account.ts';
import type { Jurisdiction } from './config.ts';
import type { CallingCode, Country, Currency } from './reference-data.ts';
import type { Gender, OAuthCode, PlayerAction, SignInResult } from './player.ts';

/** The values the sign-up wizard collects (spec 000 §3). */
export interface SignUpValues {
  email: string;
  /** Not collected in the SGA jurisdiction. */
  password?: string;
  confirmPassword?: string;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
  address: string;
  city: string;
  zip: string;
  /** The region (province, state), where the jurisdiction asks for it. */
  region?: string;
  callingCode: string;
  /** Normalised: leading zeros stripped, calling code prepended. */
  phone: string;
  country: string;
  currency: string;
  gender?: Gender;
  bonusCode?: string;
  depositLimitDay?: number;
  depositLimitWeek?: number;
  depositLimitMonth?: number;
  /** Minutes. */
  sessionLimitDay?: number;
  sessionLimitWeek?: number;
  sessionLimitMonth?: number;
  /** The lower bound of the chosen annual activity band; absent where it is not asked (token sign-up). */
  annualActivity?: number;
  acceptTermsAndMarketing: boolean;
  acceptAll?: boolean;
  /** The 4-digit one-time code of the phone identification. */
  otp?: string;
}

/** What is submitted: the values plus the annual activity band's bounds. */
export interface SignUpPayload extends SignUpValues {
  annualActivityFrom?: number;
  /** The upper bound, or the lower bound when the band is open-ended. */
  annualActivityTo?: number;
  /** The terms version the player accepted by ticking the box. */
  termsVersion?: number;
  optIns?: readonly SubscriptionType[];
  affiliateTag?: string;
  /** The widget's jurisdiction when an element overrides the page's; the configured one otherwise. */
  jurisdiction?: Jurisdiction;
}

/** What a sign-up token (from an OAuth sign-in) tells about its person, to shape the token sign-up. */
export interface SignUpTokenInfo {
  firstName: string;
  lastName: string;
  /** ISO alpha-2, when the token names it. */
  country?: string;
  /** `YYYY-MM-DD`, when the token names it. */
  dateOfBirth?: string;
  /** The highest deposit limits this person may set, per period, in the player's currency. */
  maxDepositLimit: { day?: number; week?: number; month?: number };
}

export interface SignUpResult {
  playerId: string;
  /** Checks the platform flagged for review (for example duplicate account). */
  issues: readonly string[];
  /** Present when the platform signed the player in at once (code and token sign-ups). */
  signedIn?: SignInResult;
}

export interface ActivationResult {
  /** The platform signed the player in with the activation (the session is then set). */
  signedIn: boolean;
  /** Pages the player must see first, when the platform returns them with the activation. */
  actions: readonly PlayerAction[];
}

/** Whether an e-mail, phone or username is free to register. */
export type Availability = 'available' | 'taken';

/** Sign-up, activation, passwords and their reference data: the areas sign-up, activate and reset-password. Operations a platform lacks are absent. */
export interface SignUpOperations {
  /** Whether an account with this e-mail exists (in the configured jurisdiction). */
  validateEmail?(email: string): Promise<Availability>;
  /** Whether an account with this phone exists (in the configured jurisdiction). */
  validatePhone?(phone: string): Promise<Availability>;
  /** Whether this username is taken (in the configured jurisdiction). */
  validateUsername?(username: string): Promise<Availability>;
  /** Submits the sign-up wizard (a write: never retried). */
  signUp?(payload: SignUpPayload): Promise<SignUpResult>;
  /** Sign-up completing an OAuth sign-in that returned a sign-up token. */
  signUpWithToken?(token: string, payload: SignUpPayload): Promise<SignUpResult>;
  /** Sign-up of the person an OAuth (bank-ID) identification named, with its code (no password); signs the player in. */
  signUpWithCode?(identity: OAuthCode, payload: SignUpPayload): Promise<SignUpResult>;
  /** What a sign-up token says about its person (names, country, maximum limits); no request is made. */
  describeSignUpToken?(token: string): Promise<SignUpTokenInfo>;
  /** Activates the account with the one-time code sent by e-mail or SMS. */
  activateAccount?(input: { email: string; code: string }): Promise<ActivationResult>;
  /** Sends a new activation code. */
  requestActivationCode?(email: string): Promise<void>;
  /**
   * Sends the reset-password e-mail; `resetUrl` is where its link leads; `captchaToken`: the completed
   * captcha's one-time token, when `capabilities.passwordResetCaptcha` asks for one.
   */
  forgotPassword?(input: { email: string; resetUrl?: string; captchaToken?: string }): Promise<void>;
  /** Whether a reset key from the e-mail link is still usable. */
  validateResetKey?(key: string): Promise<boolean>;
  /** Sets a new password with the key or token from the reset e-mail. */
  resetPassword?(input: { token: string; email?: string; password: string }): Promise<void>;
  /** Changes the password of the signed-in player. */
  changePassword?(input: { oldPassword: string; newPassword: string }): Promise<void>;
  /** Countries offered at sign-up (limited to the jurisdiction: the given one, else the configured one). */
  getCountries?(jurisdiction?: Jurisdiction): Promise<readonly Country[]>;
  getCurrencies?(): Promise<readonly Currency[]>;
  getCallingCodes?(): Promise<readonly CallingCode[]>;
}
