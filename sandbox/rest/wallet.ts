import type { Wallet } from '../state.ts';
import { type ApiResponse, type SessionContext, ok } from './context.ts';
import { toAmount } from './amounts.ts';

function balanceSheet(wallet: Wallet) {
  return {
    Total: { Balance: toAmount(wallet.real + wallet.bonus), ReservedBalance: toAmount(wallet.reserved) },
    Real: { Balance: toAmount(wallet.real), ReservedBalance: toAmount(wallet.reserved) },
    Bonus: { Balance: toAmount(wallet.bonus), ReservedBalance: 0 },
  };
}

/** One wallet per player for now, in the player's currency; the shape allows several. */
export function wallets(ctx: SessionContext): ApiResponse {
  return ok({ Balances: { [ctx.player.currency]: balanceSheet(ctx.player.wallet) } });
}
