// What the router pushes: balance changes (`/account/balanceChanged`, after `watchBalance`) and session changes
// (`/sessionStateChange`), and what a (re)opened connection checks.
import * as v from 'valibot';
import type { SessionChange, Unsubscribe, Wallet } from '../contract.ts';
import { call } from './call.ts';
import type { Rt } from './context.ts';
import { BalanceChanged, sessionChangeOf } from './mappings.ts';
import { readSessionInfo } from './profile.ts';
import { getWallet } from './wallet.ts';

/** Asks the router for balance pushes on this connection (again after a reconnect) and tells the listeners the balance now. */
export async function watchBalance(rt: Rt): Promise<void> {
  if (!rt.session.get() || rt.balanceListeners.size === 0) return;
  try {
    await call(rt, 'onBalanceChange', '/user/account#watchBalance');
    rt.watching = true;
    await emitWallet(rt);
  } catch {
    // No push this time: the balance is read again when a widget asks.
  }
}

export async function emitWallet(rt: Rt): Promise<void> {
  const wallet = await getWallet(rt);
  for (const listener of [...rt.balanceListeners]) listener(wallet);
}

export function onBalanceChange(rt: Rt, listener: (wallet: Wallet) => void): Unsubscribe {
  rt.balanceListeners.add(listener);
  const stop = rt.connection.subscribe('/account/balanceChanged', (kwargs) => {
    if (!v.safeParse(BalanceChanged, kwargs).success || !rt.session.get()) return;
    // The event names the account and the change; the wallet read after it is the balance the server holds now.
    emitWallet(rt).catch(() => undefined);
  });
  rt.connection.start();
  if (rt.balanceListeners.size === 1) void watchBalance(rt);
  return () => {
    rt.balanceListeners.delete(listener);
    stop();
    if (rt.balanceListeners.size === 0 && rt.watching && rt.session.get()) {
      rt.watching = false;
      void rt.connection.call('/user/account#unwatchBalance').catch(() => undefined);
    }
  };
}

export function emitSession(rt: Rt, change: SessionChange): void {
  if (!change.signedIn && rt.session.get()) rt.session.set(null);
  for (const listener of [...rt.sessionListeners]) listener(change);
}

export function onSessionChange(rt: Rt, listener: (change: SessionChange) => void): Unsubscribe {
  rt.sessionListeners.add(listener);
  const stop = rt.connection.subscribe('/sessionStateChange', (kwargs) => {
    const change = sessionChangeOf(kwargs);
    if (change) emitSession(rt, change);
  });
  rt.connection.start();
  return () => {
    rt.sessionListeners.delete(listener);
    stop();
  };
}

/**
 * Every (re)opened connection: a stored session is checked (the router reattached it by the cid, or it ended
 * while the socket was down), and balance pushes are asked for again with the balance read afresh.
 */
export async function reopened(rt: Rt): Promise<void> {
  if (!rt.session.get()) return;
  try {
    // Part of watching the session (onSessionChange): a read, retried as reads are.
    const info = await readSessionInfo(rt, 'onSessionChange');
    if (info.isAuthenticated === false) {
      emitSession(rt, { signedIn: false, reason: 'expired' });
      return;
    }
  } catch {
    return;
  }
  if (rt.balanceListeners.size > 0) await watchBalance(rt);
}
