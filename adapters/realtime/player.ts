// Sign-in, sign-out and the profile.
import * as v from 'valibot';
import type { SignInCredentials, SignInResult } from '../contract.ts';
import { platformError } from '../errors.ts';
import { call } from './call.ts';
import { type Rt, requireSession } from './context.ts';
import { LoginAnswer } from './mappings.ts';
import { readProfile } from './profile.ts';
import { watchBalance } from './push.ts';

export async function signIn(rt: Rt, credentials: SignInCredentials): Promise<SignInResult> {
  const { kwargs } = await call(rt, 'signIn', '/user#login', { usernameOrEmail: credentials.email.trim(), password: credentials.password });
  const flags = v.parse(LoginAnswer, kwargs);
  const sessionId = rt.cid ?? '';
  try {
    if (!sessionId) throw platformError('sign-in', 'unknown-error', { message: 'The router gave no client identity.' });
    const profile = await readProfile(rt, 'signIn', sessionId);
    rt.session.set(sessionId);
    if (rt.balanceListeners.size > 0) void watchBalance(rt);
    const verified = flags.isEmailVerified ?? profile.isActivated;
    return { sessionId, profile: { ...profile, isActivated: verified }, hasToAcceptTerms: flags.hasToAcceptTC ?? false, isEmailVerified: verified };
  } catch (error) {
    // Without the profile the widget cannot choose the follow-up: the session the login opened is closed.
    await rt.connection.call('/user#logout').catch(() => undefined);
    throw error;
  }
}

export async function signOut(rt: Rt): Promise<void> {
  const sessionId = rt.session.get();
  if (!sessionId) return;
  rt.watching = false;
  try {
    await call(rt, 'signOut', '/user#logout');
  } catch {
    // The player has left this page; a platform that did not hear it ends the session itself.
  } finally {
    if (rt.session.get() === sessionId) rt.session.set(null);
  }
}

export function getProfile(rt: Rt) {
  return readProfile(rt, 'getProfile', requireSession(rt, 'getProfile'));
}

export async function acceptTerms(rt: Rt): Promise<void> {
  requireSession(rt, 'acceptTerms');
  await call(rt, 'acceptTerms', '/user#acceptTC');
}
