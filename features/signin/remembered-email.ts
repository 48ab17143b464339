// "Remember me" keeps only the email on the device, never a password or a session.
const KEY = 'casino-elements.remembered-email';

export function rememberedEmail(): string {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberEmail(email: string | null): void {
  try {
    if (email) globalThis.localStorage?.setItem(KEY, email);
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // blocked storage: the player simply types the email next time
  }
}
