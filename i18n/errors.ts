import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The error catalogue (spec 000 section 8, 001 section 8, 002 section 8): key `area.code` -> message.
 * `<0>...</0>` marks the words that link to support. Keys the spec lists without a text have ours.
 */
export const ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  'activate.already-activated': msg`Already activated`,
  'activate.link-expired': msg`Link expired`,
  'activate.player-not-found': msg`Player not found`,
  'activate.incorrect-code': msg`Incorrect activation code. Try again or request a new activation code.`,
  'bonus-selector.invalid-bonus': msg`You are unfortunately not eligible for this bonus, please choose another one`,
  'bonus.invalid-bonus': msg`This bonus cannot be used now: it may have ended, or it is not open to you. Choose another bonus, or <0>contact support</0>.`,
  'player.incorrect-credentials': msg`Your old password is incorrect`,
  'player.unknown-error': msg`Something went wrong`,
  'sign-in.unknown-error': msg`Something went wrong`,
  'sign-up.unknown-error': msg`Something went wrong`,
  'kyc.unknown-error': msg`Something went wrong`,
  // Departures from the spec's texts, for a player who must know what to do next: docs/error-texts.md.
  'kyc.invalid-file-type': msg`This file type cannot be uploaded. Choose a JPG, PNG, BMP, WebP, GIF or TIFF file.`,
  'reset-password.player-not-found': msg`Player not found`,
  'reset-password.link-expired': msg`Your reset password link has expired`,
  'reset-password.invalid-token': msg`Your reset password session has expired`,
  'sign-in.incorrect-credentials': msg`The email, username or password is not right. Check them and try again, or reset your password.`,
  'sign-in.incorrect-code': msg`The BankID sign-in could not be completed. Please try again.`,
  'sign-in.rate-limit': msg`Try again in a few minutes`,
  'sign-in.player-self-blocked': msg`Self blocked`,
  'sign-in.spel-paus-validation-error': msg`You are not allowed to login. Player registred in Spelpaus.`,
  'sign-in.blacklisted': msg`There was a problem logging in. Please try again or <0>contact support</0>`,
  'sign-in.login-time-blocked': msg`Session limit reached, <0>contact support</0>`,
  'sign-in.blocked': msg`Your account is blocked. Please <0>contact support</0>`,
  'sign-in.invalid-field-username': msg`Invalid email or username`,
  'sign-in.invalid-field-password': msg`Invalid password`,
  'sign-up.invalid-field-email': msg`Invalid email`,
  'sign-up.invalid-field-dob': msg`Invalid date of birth`,
  'sign-up.invalid-field-first-name': msg`Invalid first name`,
  'sign-up.invalid-field-last-name': msg`Invalid last name`,
  'sign-up.invalid-field-address': msg`Invalid address`,
  'sign-up.invalid-field-city': msg`Invalid city`,
  'sign-up.invalid-field-zip': msg`Invalid zip`,
  'sign-up.invalid-field-region': msg`Invalid region`,
  'sign-up.invalid-field-country': msg`Invalid country`,
  'sign-up.invalid-field-phone': msg`Invalid phone`,
  'sign-up.invalid-field-language': msg`Invalid language`,
  'sign-up.invalid-field-currency': msg`Invalid currency`,
  'sign-up.invalid-field-jurisdiction': msg`Invalid jurisdiction`,
  'sign-up.invalid-field-gender': msg`Invalid gender`,
  'sign-up.invalid-field-password': msg`Invalid password`,
  'sign-up.incorrect-code': msg`Incorrect code. Please try again.`,
  'sign-up.player-conflict': msg`Player already exists`,
  'sign-up.invalid-email-domain': msg`Email address is blacklisted`,
  'sign-up.phone-exists': msg`Phone already exists`,
  'sign-up.region-blocked': msg`Region is blocked`,
  'sign-up.country-invalid': msg`Sign-up is not available for this country`,
  'sign-up.blocked': msg`Sign-up is blocked. Please <0>contact support</0>`,
  'sign-up.link-expired': msg`This sign-up link has expired. Please sign in again to get a new one.`,
  'sign-up.spel-paus-validation-error': msg`You cannot sign up: you are registered in Spelpaus.`,
  'tournament.optin-not-required': msg`Optin not required`,
  'tournament.already-optin': msg`Already optined in`,
  'tournament.optin-not-allowed': msg`Not allowed`,
  'tournament.tournament-not-found': msg`Tournament not found`,
  'reset-password.invalid-reset-pw-token': msg`Your reset password session has expired`,
  'responsible-gaming.limit-locked': msg`This limit is locked. Please <0>contact support</0> to change it.`,
  'unsubscribe.link-expired': msg`This unsubscribe link is no longer valid`,
  // Ours: a page that names no merchant-id (an integration not finished) says so, rather than "Something went wrong".
  'cashier.not-configured': msg`Payments are not set up on this page: its configuration has no merchant-id.`,
};

/** Codes whose message is the same in every area (the spec is silent on the area of each). */
const ANY_AREA: Record<string, MessageDescriptor> = {
  // Spec 002 section 5.2: a call that needs a completed captcha (the reset request) got none, or a used one.
  'captcha-required': msg`Let us know that you are a human.`,
  'network-error': msg`We could not reach the server. Check your connection and try again.`,
  // The platform lacks the operation (requireOperation): widgets hide such features by capability first.
  'not-implemented': msg`This is not available on this site.`,
  'session-expired': msg`Your session has expired. Please sign in again.`,
  // The platform is down for maintenance (503 `Maintenance`): nothing the player did, and it passes.
  'maintenance': msg`We are doing maintenance right now. Please try again later.`,
  'unknown-error': msg`Something went wrong`,
};

// ICU quotes with apostrophes: '' is one literal apostrophe around the key.
export const UNKNOWN_KEY_MESSAGE = (key: string): MessageDescriptor => msg`Error ''${key}''.`;
export const FALLBACK_MESSAGE: MessageDescriptor = msg`Something went wrong.`;

/** The message for an error key: the catalogue, else the unknown-key text; no key at all: the fallback. */
export function errorDescriptor(key: string | null | undefined): MessageDescriptor {
  if (!key) return FALLBACK_MESSAGE;
  const code = key.slice(key.indexOf('.') + 1);
  return ERROR_MESSAGES[key] ?? ANY_AREA[code] ?? UNKNOWN_KEY_MESSAGE(key);
}

/** Where the `<0>` part of an error text links to (i18n/support-path.ts). */
export { SUPPORT_PATH } from './support-path.ts';
