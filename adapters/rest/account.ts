import * as v from 'valibot';
import type {
  Bonus,
  ProfileUpdate,
  Subscription,
  SubscriptionType,
} from '../contract.ts';
import type { RestContext } from './context.ts';
import {
  BONUS_STATUS,
  BONUS_TYPES,
  SUBSCRIPTION_OPT_INS,
  SUBSCRIPTION_TYPES,
  WITHDRAW_POLICIES,
} from './account-mappings.ts';
import { lookup } from './mappings.ts';
import { flag, id, optionalFlag, optionalNumeric as number, text } from './scalars.ts';


export { getMessage, getMessages, markMessage, toMessage } from './inbox.ts';

// ---------------------------------------------------------------------------------------------
// Profile and passwords
// ---------------------------------------------------------------------------------------------

/** POST /player/update: the current password confirms the change (optional where the jurisdiction says). */
export async function updateProfile(rest: RestContext, changes: ProfileUpdate): Promise<void> {
  const body: Record<string, unknown> = {};
  if (changes.password) body['Password'] = changes.password;
  if (changes.email !== undefined) body['Email'] = changes.email;
  if (changes.address !== undefined) body['Address1'] = changes.address;
  if (changes.city !== undefined) body['City'] = changes.city;
  if (changes.zip !== undefined) body['Zip'] = changes.zip;
  if (changes.phone !== undefined) body['MobilePhoneNumber'] = `${changes.callingCode ?? ''}${changes.phone}`;
  if (changes.language !== undefined) body['Language'] = changes.language;
  if (changes.country !== undefined) body['Country'] = changes.country;
  if (changes.gender !== undefined) body['Gender'] = changes.gender[0]?.toUpperCase() + changes.gender.slice(1);
  await rest.http.send({ method: 'POST', operation: 'updateProfile', path: '/player/update', area: 'player', session: true, body });
}

export async function changePassword(rest: RestContext, input: { oldPassword: string; newPassword: string }): Promise<void> {
  await rest.http.send({
    method: 'POST',
    operation: 'changePassword',
    path: '/player/change-password',
    area: 'player',
    session: true,
    body: { CurrentPassword: input.oldPassword, NewPassword: input.newPassword },
  });
}

/** The header a completed captcha's token goes in on the calls its form guards (the reset request). */
export const CAPTCHA_HEADER = 'X-Captcha-Token';

export async function forgotPassword(rest: RestContext, input: { email: string; captchaToken?: string }): Promise<void> {
  await rest.http.send({
    method: 'POST',
    operation: 'forgotPassword',
    path: '/player/request-password-reset',
    area: 'reset-password',
    body: { UsernameOrEmail: input.email },
    ...(input.captchaToken ? { headers: { [CAPTCHA_HEADER]: input.captchaToken } } : {}),
  });
}

export async function resetPassword(rest: RestContext, input: { token: string; email?: string; password: string }): Promise<void> {
  await rest.http.send({
    method: 'POST',
    operation: 'resetPassword',
    path: '/player/reset-password',
    area: 'reset-password',
    body: { UsernameOrEmail: input.email ?? '', Token: input.token, NewPassword: input.password },
  });
}

// ---------------------------------------------------------------------------------------------
// Bonuses
// ---------------------------------------------------------------------------------------------

/**
 * BonusInstance, plus three optional fields the public client does not type but the product needs
 * (the operator's backend adds them from its CMS and bonus rules): `Html`, `Deposit`, `CanBeCanceled`.
 */
const BonusInstance = v.object({
  Id: id,
  Amount: number,
  Created: text,
  Expires: text,
  Identifier: text,
  Name: text,
  Description: text,
  Html: text,
  Image: text,
  Currency: text,
  State: text,
  Activates: text,
  WageringRequirment: number,
  WageringRequirmentRemaining: number,
  AmountRemaining: number,
  Type: text,
  WithdrawPolicy: text,
  GameProps: v.nullish(v.array(v.object({ Id: v.nullish(id), Name: text }))),
  GameProvider: text,
  Deposit: optionalFlag,
  CanBeCanceled: optionalFlag,
  MinAmount: number,
  MaxAmount: number,
});
type BonusInstance = v.InferOutput<typeof BonusInstance>;

export function toBonus(bonus: BonusInstance, fallbackCurrency: string): Bonus {
  const requirement = bonus.WageringRequirment ?? undefined;
  const remaining = bonus.WageringRequirmentRemaining ?? undefined;
  const wagered = requirement && requirement > 0 && remaining !== undefined
    ? Math.min(100, Math.max(0, ((requirement - remaining) / requirement) * 100))
    : undefined;
  const startTime = bonus.Activates || bonus.Created || undefined;
  return {
    id: String(bonus.Id),
    code: bonus.Identifier ?? '',
    name: bonus.Name ?? '',
    description: bonus.Description ?? '',
    ...(bonus.Html ? { html: bonus.Html } : {}),
    ...(bonus.Image ? { assets: { image: bonus.Image } } : {}),
    type: lookup(BONUS_TYPES, bonus.Type ?? undefined) ?? 'default',
    // A state the table does not know is treated as finished: nothing can be done with it.
    status: lookup(BONUS_STATUS, bonus.State ?? undefined) ?? 'finished',
    currency: bonus.Currency || fallbackCurrency,
    ...(startTime ? { startTime } : {}),
    ...(bonus.Expires ? { endTime: bonus.Expires } : {}),
    ...(wagered !== undefined ? { wagered } : {}),
    ...(requirement !== undefined ? { wageringRequirment: requirement } : {}),
    ...(remaining !== undefined ? { wageringRequirmentRemaining: remaining } : {}),
    ...(bonus.Amount != null ? { amount: bonus.Amount } : {}),
    ...(bonus.AmountRemaining != null ? { amountRemaining: bonus.AmountRemaining } : {}),
    ...(bonus.MinAmount != null ? { minAmount: bonus.MinAmount } : {}),
    ...(bonus.MaxAmount != null ? { maxAmount: bonus.MaxAmount } : {}),
    deposit: bonus.Deposit ?? false,
    canBeCanceled: bonus.CanBeCanceled ?? false,
    withdrawPolicy: lookup(WITHDRAW_POLICIES, bonus.WithdrawPolicy ?? undefined) ?? 'none',
    gameProps: (bonus.GameProps ?? []).map((game) => ({ ...(game.Id != null ? { id: String(game.Id) } : {}), name: game.Name ?? '' })),
    ...(bonus.GameProvider ? { gameProvider: bonus.GameProvider } : {}),
  };
}

export async function getBonuses(rest: RestContext): Promise<readonly Bonus[]> {
  const list = await rest.http.json({ method: 'GET', operation: 'getBonuses', path: '/bonus', area: 'bonus', session: true }, v.array(BonusInstance));
  const currency = rest.playerCurrency?.currency ?? '';
  return list.map((bonus) => toBonus(bonus, currency));
}

export async function claimBonus(rest: RestContext, bonusId: string): Promise<void> {
  await rest.http.send({ method: 'POST', operation: 'claimBonus', path: `/bonus/claim/${encodeURIComponent(bonusId)}`, area: 'bonus', session: true });
}

export async function cancelBonus(rest: RestContext, bonusId: string): Promise<void> {
  await rest.http.send({ method: 'POST', operation: 'cancelBonus', path: `/bonus/cancel/${encodeURIComponent(bonusId)}`, area: 'bonus', session: true });
}


// ---------------------------------------------------------------------------------------------
// Subscriptions
// ---------------------------------------------------------------------------------------------

const OptInOut = v.object({ Type: v.string(), TypeId: text, OptIn: flag });

export function toSubscriptions(rows: readonly v.InferOutput<typeof OptInOut>[]): Subscription[] {
  return SUBSCRIPTION_TYPES.map((type) => {
    const names: readonly string[] = SUBSCRIPTION_OPT_INS[type];
    return { type, active: rows.some((row) => names.includes(row.Type) && row.OptIn) };
  });
}

export async function getSubscriptions(rest: RestContext): Promise<readonly Subscription[]> {
  const rows = await rest.http.json({ method: 'GET', operation: 'getSubscriptions', path: '/player/opt-in-outs', area: 'subscriptions', session: true }, v.array(OptInOut));
  return toSubscriptions(rows);
}

/** One opt-in or opt-out per platform type of each channel; all of them, so the platform ends up as asked. */
export async function updateSubscriptions(rest: RestContext, subscriptions: readonly Subscription[]): Promise<void> {
  for (const subscription of subscriptions) {
    for (const type of SUBSCRIPTION_OPT_INS[subscription.type]) {
      await rest.http.send({
        method: 'POST',
        operation: 'updateSubscriptions',
        path: subscription.active ? '/player/opt-in' : '/player/opt-out',
        area: 'subscriptions',
        session: true,
        body: { Type: type },
      });
    }
  }
}

export async function getSubscriptionsByToken(rest: RestContext, token: string): Promise<readonly Subscription[]> {
  const rows = await rest.http.json(
    { method: 'GET', operation: 'getSubscriptionsByToken', path: '/player/opt-out-ins', area: 'unsubscribe', query: { unsubToken: token } },
    v.array(OptInOut),
  );
  return toSubscriptions(rows);
}

export async function unsubscribe(rest: RestContext, token: string, keep: readonly SubscriptionType[]): Promise<void> {
  await rest.http.send({
    method: 'POST',
    operation: 'unsubscribe',
    path: '/player/opt-out-choices',
    area: 'unsubscribe',
    body: { OptOutToken: token, OptIns: keep.flatMap((type) => SUBSCRIPTION_OPT_INS[type]) },
  });
}
