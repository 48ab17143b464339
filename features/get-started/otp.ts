/** The one-time SMS code: 4 digits (spec 000 sections 5 and 9). */
export const OTP_LENGTH = 4;
/** Resend code stays disabled this long after a code was sent (spec 000 section 9). */
export const RESEND_LOCK_MS = 10_000;
/** Between "the code is complete" being announced and the code being checked. */
export const AUTO_SUBMIT_DELAY_MS = 700;

export function isCompleteOtp(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}

/** What the identify step does with an OTP sign-in's outcome (spec 000 section 4). */
export type IdentifyOutcome = 'signed-in' | 'contact-prefilled' | 'contact' | 'identify';

export function outcomeOfOtp(result: { kind: 'signed-in' | 'prefill' } | { errorCode: string }): IdentifyOutcome {
  if ('errorCode' in result) return result.errorCode === 'player-not-found' ? 'contact' : 'identify';
  return result.kind === 'signed-in' ? 'signed-in' : 'contact-prefilled';
}

/** The sign-up values an OTP sign-in's PlayerInfo fills (address is street and house number). */
export function prefillFromPlayerInfo(player: {
  firstName: string; lastName: string; street: string; houseNumber: string; postArea: string; postCode: string;
}): { firstName: string; lastName: string; address: string; zip: string; city: string } {
  return {
    firstName: player.firstName,
    lastName: player.lastName,
    address: [player.street, player.houseNumber].filter(Boolean).join(' '),
    zip: player.postCode,
    city: player.postArea,
  };
}

/**
 * Reads the code from the SMS where the browser supports it (WebOTP). Resolves null when unsupported,
 * aborted or refused; never rejects.
 */
export async function readSmsCode(signal: AbortSignal): Promise<string | null> {
  if (typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return null;
  try {
    // An OTPCredential (not in TypeScript's DOM types yet) carries the code.
    const credential: unknown = await navigator.credentials.get({ otp: { transport: ['sms'] }, signal } as CredentialRequestOptions);
    return credential && typeof credential === 'object' && 'code' in credential && typeof credential.code === 'string' ? credential.code : null;
  } catch {
    return null;
  }
}
