import type { Wallet } from '../contract.ts';
import { call } from './call.ts';
import { type Rt, requireSession } from './context.ts';
import { toWallet } from './mappings.ts';

/** The balance (spec 002 §7.3: `/user/account#getBalance`), real money and bonus money. */
export async function getWallet(rt: Rt): Promise<Wallet> {
  requireSession(rt, 'getWallet');
  const { kwargs } = await call(rt, 'getWallet', '/user/account#getBalance', { expectBalance: true, expectBonus: true });
  return toWallet(kwargs, rt.currency);
}
