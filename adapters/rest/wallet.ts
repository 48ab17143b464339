import * as v from 'valibot';
import type { Wallet } from '../contract.ts';
import { unknownError } from '../errors.ts';
import type { RestContext } from './context.ts';
import { playerIdentity } from './player.ts';
import { numeric, optionalNumeric } from './scalars.ts';

const Balance = v.object({ Balance: numeric, ReservedBalance: optionalNumeric });
const BalanceSheet = v.object({ Total: Balance, Real: Balance, Bonus: Balance });

/** GET /wallets: `{Balances: {<Currency>: {Total, Real, Bonus}}}`, one sheet per currency. */
const WalletsAnswer = v.object({ Balances: v.record(v.string(), BalanceSheet) });

async function playerCurrency(rest: RestContext): Promise<string> {
  return (await playerIdentity(rest)).currency;
}

/** The player's balances in the player's currency (reserved money, such as pending withdrawals, excluded). */
export async function getWallet(rest: RestContext): Promise<Wallet> {
  const [answer, currency] = await Promise.all([
    rest.http.json({ method: 'GET', operation: 'getWallet', path: '/wallets', area: 'player', session: true }, WalletsAnswer),
    playerCurrency(rest),
  ]);
  const sheets = Object.entries(answer.Balances);
  const code = currency || (sheets.length === 1 ? (sheets[0]?.[0] ?? '') : '');
  if (!code) throw unknownError('player', { message: 'GET /wallets: the player has no currency to choose a balance by.' });
  const sheet = Object.hasOwn(answer.Balances, code) ? answer.Balances[code] : undefined;
  // A player who never held money in their currency has no sheet for it yet: that is a zero balance.
  return {
    realBalance: sheet?.Real.Balance ?? 0,
    bonusBalance: sheet?.Bonus.Balance ?? 0,
    totalBalance: sheet?.Total.Balance ?? 0,
    currency: { code },
  };
}
