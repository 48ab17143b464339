import type { Bonus } from '../contract.ts';
import { platformError } from '../errors.ts';
import { call } from './call.ts';
import { type Rt, requireSession } from './context.ts';
import { bonusList, toBonuses } from './bonus-mappings.ts';
import { mainAccountId } from './mappings.ts';

export async function getBonuses(rt: Rt): Promise<readonly Bonus[]> {
  requireSession(rt, 'getBonuses');
  const now = Date.now();
  const [granted, claimable] = await Promise.all([
    call(rt, 'getBonuses', '/user/bonus#getGrantedBonuses'),
    call(rt, 'getBonuses', '/user/bonus#getClaimableBonuses'),
  ]);
  const offers = toBonuses(bonusList(claimable), { claimable: true, deposit: false, now });
  rt.claimable.clear();
  for (const offer of offers) rt.claimable.set(offer.id, offer.code || offer.id);
  return [...toBonuses(bonusList(granted), { claimable: false, deposit: false, now }), ...offers];
}

export async function getDepositBonuses(rt: Rt): Promise<readonly Bonus[]> {
  requireSession(rt, 'getDepositBonuses');
  const accounts = await call(rt, 'getDepositBonuses', '/user/account#getGamingAccounts', { expectBalance: false, expectBonus: false });
  const gamingAccountID = mainAccountId(accounts.kwargs);
  const result = await call(rt, 'getDepositBonuses', '/user#getApplicableBonuses', { type: 'deposit', ...(gamingAccountID ? { gamingAccountID } : {}) });
  // An applicable bonus reaches the cashier by its code: one without a code is not offered.
  return toBonuses(bonusList(result), { claimable: false, deposit: true, now: Date.now() }).filter((bonus) => bonus.code);
}

export async function applyBonus(rt: Rt, operation: 'triggerBonus' | 'claimBonus', code: string): Promise<void> {
  requireSession(rt, operation);
  const trimmed = code.trim();
  if (!trimmed) throw platformError('bonus', 'invalid-bonus', { message: 'An empty bonus code.' });
  const { args, kwargs } = await call(rt, operation, '/user/bonus#apply', { bonusCode: trimmed });
  // spec 002 §5.2: a trigger answering 0 means invalid-bonus.
  const answer = args[0] ?? kwargs['result'];
  if (answer === 0 || answer === '0' || answer === false) throw platformError('bonus', 'invalid-bonus', { message: `The platform refused the bonus code ${trimmed}.` });
}

export async function cancelBonus(rt: Rt, bonusId: string): Promise<void> {
  requireSession(rt, 'cancelBonus');
  await call(rt, 'cancelBonus', '/user/bonus#forfeit', { bonusID: bonusId });
}
