// The provider's session as the page's: its status updates (ready, signed-in, signed-out) re-broadcast on the
// document with the product's prefix and pushed as session changes, so casino-signed-in and casino-signed-out
// follow a sign-in or sign-out made in the provider's own views; isLoggedIn and getDisplayBalance read it.
import * as v from 'valibot';
import type { ErrorArea, ProviderView, SessionChange, Unsubscribe, Wallet } from '../contract.ts';
import { timeoutOf } from '../call-policy.ts';
import { sessionExpiredError, unknownError } from '../errors.ts';
import type { Fw } from './context.ts';
import { type ProviderFramework, settle } from './provider.ts';

/** The statuses the provider reports (spec 002 §4.2). */
export const PROVIDER_STATUSES = ['ready', 'signed-in', 'signed-out'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** A status update: the bare status, or an object naming it and, after a sign-in, the player. */
const StatusUpdate = v.union([
  v.picklist(PROVIDER_STATUSES),
  v.object({ status: v.picklist(PROVIDER_STATUSES), playerId: v.optional(v.nullable(v.union([v.string(), v.number()]))) }),
]);

/** The re-broadcast's name on the document: the product's prefix before the provider's status. */
export function documentEventOf(status: ProviderStatus): `casino-provider-${ProviderStatus}` {
  return `casino-provider-${status}`;
}

/** The page's session id for a player the provider signed in: not a secret (the provider keeps its own session), a marker that someone is. */
export function sessionIdOf(playerId: string | undefined): string {
  return playerId ? `framework:${playerId}` : 'framework';
}

function emit(fw: Fw, change: SessionChange): void {
  for (const listener of [...fw.sessionListeners]) listener(change);
}

function signedIn(fw: Fw, playerId: string | undefined): void {
  const sessionId = sessionIdOf(playerId);
  if (fw.context.session.get() === sessionId) return;
  fw.context.session.set(sessionId);
  emit(fw, { signedIn: true, reason: 'signed-in', ...(playerId ? { userId: playerId } : {}) });
}

/** The listeners hear it first (the page announces why), then the session is cleared if no listener did. */
function signedOut(fw: Fw, reason: SessionChange['reason']): void {
  fw.playerId = undefined;
  if (!fw.context.session.get()) return;
  emit(fw, { signedIn: false, reason });
  if (fw.context.session.get()) fw.context.session.set(null);
}

/** One status update from the provider. Anything else it sends is ignored (a third party's extra statuses). */
export function onProviderStatus(fw: Fw, update: unknown): void {
  const parsed = v.safeParse(StatusUpdate, update);
  if (!parsed.success) return;
  const status = typeof parsed.output === 'string' ? parsed.output : parsed.output.status;
  const rawId = typeof parsed.output === 'string' ? undefined : parsed.output.playerId;
  const playerId = rawId === undefined || rawId === null || rawId === '' ? undefined : String(rawId);
  if (typeof document !== 'undefined') {
    document.dispatchEvent(new CustomEvent(documentEventOf(status), { detail: playerId ? { playerId } : {}, bubbles: true, composed: true }));
  }
  if (playerId) fw.playerId = playerId;
  if (status === 'ready') {
    fw.markReady?.();
    fw.markReady = null;
  } else if (status === 'signed-in') {
    signedIn(fw, playerId);
  } else {
    signedOut(fw, 'signed-out');
  }
}

/** After `ready`: a session the page kept that the provider no longer has ends; one the provider has that the page lacks begins. */
export async function reconcile(fw: Fw, provider: ProviderFramework): Promise<void> {
  const loggedIn = await isLoggedIn(fw, provider, 'player');
  if (!loggedIn) signedOut(fw, 'expired');
  else if (!fw.context.session.get()) signedIn(fw, fw.playerId);
}

export async function isLoggedIn(fw: Fw, provider: ProviderFramework, area: ErrorArea): Promise<boolean> {
  const answer = await settle(provider.isLoggedIn(), timeoutOf(fw.context.config), area, 'isLoggedIn');
  if (typeof answer !== 'boolean') throw unknownError(area, { message: 'The provider\'s isLoggedIn answered no yes or no.' });
  return answer;
}

export function onSessionChange(fw: Fw, listener: (change: SessionChange) => void, start: () => void): Unsubscribe {
  fw.sessionListeners.add(listener);
  // Listening is what a page does from the start: the provider is loaded then, so its status updates arrive.
  start();
  return () => fw.sessionListeners.delete(listener);
}

/** A money amount as the provider gives it: a number, or a number in a string. */
const amount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))]),
  v.check((value) => Number.isFinite(value) && value >= 0, 'an amount'),
);

/** getDisplayBalance: the balance shown (bonus money included), the bonus part where told, and the currency. */
const DisplayBalance = v.object({
  amount,
  bonusAmount: v.optional(v.nullable(amount)),
  currency: v.pipe(v.string(), v.trim(), v.transform((code) => code.toUpperCase()), v.regex(/^[A-Z]{3}$/)),
});

export async function getWallet(fw: Fw, provider: ProviderFramework): Promise<Wallet> {
  if (!(await isLoggedIn(fw, provider, 'player'))) {
    signedOut(fw, 'expired');
    throw sessionExpiredError('player', { message: 'The provider has no signed-in player.' });
  }
  const answer = await settle(provider.getDisplayBalance(), timeoutOf(fw.context.config), 'player', 'getDisplayBalance');
  const parsed = v.safeParse(DisplayBalance, answer);
  if (!parsed.success) throw unknownError('player', { message: 'The provider\'s getDisplayBalance answered an unexpected shape.' });
  const total = parsed.output.amount;
  const bonus = Math.min(parsed.output.bonusAmount ?? 0, total);
  return { realBalance: Math.round((total - bonus) * 100) / 100, bonusBalance: bonus, totalBalance: total, currency: { code: parsed.output.currency } };
}

export async function signOut(fw: Fw, provider: ProviderFramework): Promise<void> {
  try {
    await settle(provider.logout(), timeoutOf(fw.context.config), 'sign-out', 'logout');
  } finally {
    // Signed out here whatever the provider answered (the contract's promise).
    if (fw.context.session.get()) fw.context.session.set(null);
  }
}

/** The product's pages the provider opens in its own views (spec 002 §7.2). */
export const VIEW_CALLS = {
  'sign-in': 'showLogin',
  'sign-up': 'showRegistration',
  account: 'showMyAccount',
  deposit: 'showDeposit',
  withdraw: 'showWithdraw',
  'contact-us': 'showContactUs',
} as const satisfies Record<ProviderView, keyof ProviderFramework>;

export async function openProviderView(provider: ProviderFramework, view: ProviderView): Promise<void> {
  if (!Object.hasOwn(VIEW_CALLS, view)) throw unknownError('player', { message: `No provider view '${String(view)}'.` });
  await provider[VIEW_CALLS[view]]();
}
