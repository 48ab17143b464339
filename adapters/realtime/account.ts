// The account: the profile's changes, the password (change, forgotten, reset) and the history.
import type { HistoryPage, HistoryQuery, ProfileUpdate } from '../contract.ts';
import { platformError } from '../errors.ts';
import { call } from './call.ts';
import { type Rt, requireSession } from './context.ts';
import { GENDER_LETTERS, HISTORY_TYPES, plainFlag, toHistory } from './mappings.ts';

/** History starts here (spec 002 §9). */
export const HISTORY_FROM = '2020-01-01T00:00:00.000Z';
export const HISTORY_PAGE_SIZE = 10;

export async function updateProfile(rt: Rt, changes: ProfileUpdate): Promise<void> {
  requireSession(rt, 'updateProfile');
  const fields: Record<string, unknown> = {
    ...(changes.email !== undefined ? { email: changes.email } : {}),
    ...(changes.address !== undefined ? { address1: changes.address } : {}),
    ...(changes.city !== undefined ? { city: changes.city } : {}),
    ...(changes.zip !== undefined ? { postalCode: changes.zip } : {}),
    ...(changes.callingCode !== undefined ? { mobilePrefix: changes.callingCode } : {}),
    ...(changes.phone !== undefined ? { mobile: changes.callingCode && changes.phone.startsWith(changes.callingCode) ? changes.phone.slice(changes.callingCode.length) : changes.phone } : {}),
    ...(changes.language !== undefined ? { language: changes.language } : {}),
    ...(changes.gender !== undefined ? { gender: GENDER_LETTERS[changes.gender] } : {}),
    ...(changes.country !== undefined ? { country: changes.country } : {}),
  };
  await call(rt, 'updateProfile', '/user/account#updateProfile', fields);
}

export async function getHistory(rt: Rt, query: HistoryQuery): Promise<HistoryPage> {
  requireSession(rt, 'getHistory');
  const kind = query.kind;
  if (kind === 'sports') throw platformError('history', 'not-implemented', { message: 'No sportsbook bets here.' });
  const pageSize = query.pageSize ?? HISTORY_PAGE_SIZE;
  const { kwargs } = await call(rt, 'getHistory', '/user#getTransactionHistory', {
    type: HISTORY_TYPES[kind],
    startTime: query.from ? new Date(query.from).toISOString() : HISTORY_FROM,
    endTime: query.to ? new Date(query.to).toISOString() : new Date().toISOString(),
    pageIndex: Math.max(1, Math.floor(query.page)),
    pageSize,
  });
  const page = toHistory(kwargs, kind);
  return {
    transactions: page.transactions,
    ...(page.totalPageCount !== undefined ? { totalPageCount: page.totalPageCount } : { hasNextPage: page.transactions.length >= pageSize }),
  };
}

export async function changePassword(rt: Rt, input: { oldPassword: string; newPassword: string }): Promise<void> {
  requireSession(rt, 'changePassword');
  await call(rt, 'changePassword', '/user/pwd#change', { oldPassword: input.oldPassword, newPassword: input.newPassword });
}

/** The captcha fields of the reset request (spec 002 §5.2: it needs a completed captcha). */
export async function forgotPassword(rt: Rt, input: { email: string; resetUrl?: string; captchaToken?: string }): Promise<void> {
  const page = input.resetUrl ?? globalThis.location?.href;
  const url = page ? new URL(page) : null;
  url?.searchParams.delete('reset-pw-key');
  const siteKey = rt.config().captchaSiteKey;
  await call(rt, 'forgotPassword', '/user/pwd#sendResetPwdEmail', {
    email: input.email.trim(),
    ...(url ? { changePwdURL: `${url.href}${url.search ? '&' : '?'}reset-pw-key=` } : {}),
    ...(input.captchaToken ? { captchaPublicKey: siteKey ?? '', captchaResponse: input.captchaToken } : {}),
  });
}

export async function resetPassword(rt: Rt, input: { token: string; password: string }): Promise<void> {
  if (!(await validateResetKey(rt, input.token))) throw platformError('reset-password', 'invalid-reset-pw-token', { message: 'The reset key is no longer usable.' });
  await call(rt, 'resetPassword', '/user/pwd#reset', { key: input.token, password: input.password });
}

export async function validateResetKey(rt: Rt, key: string): Promise<boolean> {
  if (!key.trim()) return false;
  return plainFlag(await call(rt, 'validateResetKey', '/user/pwd#isResetPwdKeyAvailable', { key: key.trim() }));
}
