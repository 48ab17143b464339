// The sandbox's stand-in for reCAPTCHA's verification service. A token proves one solved captcha,
// once: the real service also refuses a token that was already verified or is older than 2 minutes,
// and a test that replays a token must see the same refusal.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { MINUTE_MS } from '../clock.ts';

/** The only site key the sandbox's widget accepts, as reCAPTCHA accepts only a registered one. */
export const SANDBOX_SITE_KEY = 'sandbox-captcha-site-key';
export const TOKEN_LIFETIME_MS = 2 * MINUTE_MS;

export interface CaptchaStore {
  /** A fresh one-time token for a ticked checkbox; null for a site key that is not the sandbox's. */
  issue(siteKey: string): string | null;
  /** True once per issued token, within its lifetime; the check spends it either way. */
  verify(token: unknown): boolean;
  /** REST forgot password asks for a token only while this is on (the control API turns it on). */
  required: boolean;
  /** Further API paths (POST) the platform marks as sensitive while `required` is on, for example `/player/signin/v2`. */
  sensitivePaths: string[];
  clear(): void;
}

export function createCaptchaStore(clock: Clock): CaptchaStore {
  const tokens = new Map<string, number>();
  return {
    required: false,
    sensitivePaths: [],
    issue(siteKey) {
      if (siteKey !== SANDBOX_SITE_KEY) return null;
      // Forget what has run out, so a long demo does not grow the table without end.
      const nowMs = clock.nowMs();
      for (const [token, expiresMs] of tokens) if (expiresMs <= nowMs) tokens.delete(token);
      const token = `sandbox-captcha.${randomUUID()}`;
      tokens.set(token, nowMs + TOKEN_LIFETIME_MS);
      return token;
    },
    verify(token) {
      if (typeof token !== 'string') return false;
      const expiresMs = tokens.get(token);
      tokens.delete(token);
      return expiresMs !== undefined && clock.nowMs() < expiresMs;
    },
    clear() {
      tokens.clear();
      this.required = false;
      this.sensitivePaths = [];
    },
  };
}
