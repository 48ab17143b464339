import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../i18n/locales/en.ts';
import type { Bonus, Message, Profile } from '../../../adapters/contract.ts';
// The account's rules from their own modules: the widget's index exports only what its first render runs,
// so the rules of tabs loaded on demand stay in those tabs' chunks.
import { ACCOUNT_TABS, availableTabs, resolveTab } from '../../../features/account/index.ts';
import { historyPaging } from '../../../features/account/history-rules.ts';
import { changePasswordSchema } from '../../../features/account/password-panel.tsx';
import { changedFields, profileFieldStates, profileSchema, profileValues } from '../../../features/account/profile-rules.ts';
import { bonusActions, bonusCodeSchema, bonusCountdown, displayStatus, filterBonuses, wageringProgress } from '../../../features/account/bonus-rules.ts';
import { issuesByField } from '../../../features/toolkit/forms/index.ts';
import { inShownOrder, isLinkAction, pageOf, sortMessages, teaser } from '../../../features/inbox/index.ts';
import { PROFILE_RULES, profileRulesFor } from '../../../features/toolkit/jurisdiction/index.ts';
import { containsEmail, passwordChecks } from '../../../features/toolkit/password/index.ts';
import { resetSchema } from '../../../features/reset-password/index.ts';

const english = setupI18n({ locale: 'en', messages: { en } });
const NOW = Date.parse('2026-06-01T12:00:00Z');
const HOUR = 3_600_000;

function message(id: string, status: Message['status'], sent: string): Message {
  return { id, title: id, content: '', status, messageSent: sent };
}

test('inbox: newest first, whatever the push status; 5 a page; teasers cut at 100 characters', () => {
  const sorted = sortMessages([
    message('old-read', 'read', '2026-01-01T00:00:00Z'),
    message('new-notified', 'notified', '2026-05-01T00:00:00Z'),
    message('old-unpushed', 'unpushed', '2026-02-01T00:00:00Z'),
    message('new-unpushed', 'unpushed', '2026-04-01T00:00:00Z'),
    message('newest-read', 'read', '2026-05-20T00:00:00Z'),
  ]);
  assert.deepEqual(sorted.map((row) => row.id), ['newest-read', 'new-notified', 'new-unpushed', 'old-unpushed', 'old-read']);
  const twelve = Array.from({ length: 12 }, (_, index) => index);
  assert.deepEqual(pageOf(twelve, 3), { items: [10, 11], page: 3, totalPages: 3 });
  assert.deepEqual(pageOf(twelve, 9).page, 3);
  assert.deepEqual(pageOf([], 1).totalPages, 1);
  const long = 'a'.repeat(150);
  assert.deepEqual(teaser(long), { text: `${'a'.repeat(100)}…`, cut: true });
  assert.deepEqual(teaser('  short\n text '), { text: 'short text', cut: false });
  assert.ok(isLinkAction('/casino') && isLinkAction('https://example.com'));
  assert.ok(!isLinkAction('open-deposit') && !isLinkAction('//evil.example') && !isLinkAction('javascript:alert(1)'));
});

function bonus(patch: Partial<Bonus>): Bonus {
  return {
    id: '1', code: 'CODE', name: 'Bonus', description: '', type: 'monetary', status: 'initiated', currency: 'EUR',
    startTime: new Date(NOW - HOUR).toISOString(), endTime: new Date(NOW + HOUR).toISOString(),
    deposit: false, canBeCanceled: false, withdrawPolicy: 'none', gameProps: [], ...patch,
  };
}

test('inbox: a message read and loaded again keeps its place; a new one goes first', () => {
  const first = sortMessages([message('a', 'unpushed', '2026-05-01T00:00:00Z'), message('b', 'read', '2026-05-20T00:00:00Z')]);
  assert.deepEqual(first.map((row) => row.id), ['b', 'a']);
  // 'c' arrived after the list was shown: it goes first, the shown ones keep their places.
  const again = sortMessages([message('a', 'read', '2026-05-01T00:00:00Z'), message('b', 'read', '2026-05-20T00:00:00Z'), message('c', 'unpushed', '2026-05-02T00:00:00Z')]);
  assert.deepEqual(inShownOrder(again, ['b', 'a']).map((row) => row.id), ['c', 'b', 'a']);
  assert.deepEqual(inShownOrder(again, []).map((row) => row.id), again.map((row) => row.id));
});

test('bonus actions: claim initiated, deposit with the flag, cancel active cancelable; only inside the window', () => {
  assert.deepEqual(bonusActions(bonus({}), NOW), { claim: true, deposit: false, cancel: false });
  assert.deepEqual(bonusActions(bonus({ deposit: true }), NOW), { claim: false, deposit: true, cancel: false });
  assert.deepEqual(bonusActions(bonus({ status: 'active', canBeCanceled: true }), NOW), { claim: false, deposit: false, cancel: true });
  assert.deepEqual(bonusActions(bonus({ status: 'active', canBeCanceled: true, deposit: true }), NOW).cancel, false);
  assert.deepEqual(bonusActions(bonus({ status: 'active', canBeCanceled: false }), NOW).cancel, false);
  const none = { claim: false, deposit: false, cancel: false };
  assert.deepEqual(bonusActions(bonus({ startTime: new Date(NOW + HOUR).toISOString(), endTime: new Date(NOW + 2 * HOUR).toISOString() }), NOW), none);
  assert.deepEqual(bonusActions(bonus({ endTime: new Date(NOW - 1).toISOString() }), NOW), none);
  for (const status of ['expired', 'canceled', 'finished'] as const) assert.deepEqual(bonusActions(bonus({ status, deposit: true }), NOW), none);
});

test('bonus display: Expired once the end passed, countdowns to a future start or an active end without code', () => {
  assert.equal(displayStatus(bonus({ status: 'active', endTime: new Date(NOW - 1000).toISOString() }), NOW), 'expired');
  assert.equal(displayStatus(bonus({ status: 'finished', endTime: new Date(NOW - 1000).toISOString() }), NOW), 'finished');
  const start = NOW + 5 * HOUR;
  assert.deepEqual(bonusCountdown(bonus({ startTime: new Date(start).toISOString(), endTime: new Date(start + HOUR).toISOString() }), NOW), { kind: 'starts', at: start });
  assert.deepEqual(bonusCountdown(bonus({ status: 'active', code: '' }), NOW), { kind: 'ends', at: NOW + HOUR });
  assert.equal(bonusCountdown(bonus({ status: 'active', code: 'X' }), NOW), null);
  assert.equal(bonusCountdown(bonus({ status: 'active', code: '', endTime: new Date(NOW - 1).toISOString() }), NOW), null);
  assert.equal(wageringProgress(bonus({ wageringRequirment: 200, wageringRequirmentRemaining: 50 })), 75);
  assert.equal(wageringProgress(bonus({ wagered: 140 })), 100);
  assert.equal(wageringProgress(bonus({})), undefined);
  const list = [bonus({ id: 'a', status: 'active' }), bonus({ id: 'i' }), bonus({ id: 'e', status: 'expired' }), bonus({ id: 'c', status: 'canceled' }), bonus({ id: 'f', status: 'finished' })];
  assert.deepEqual(filterBonuses(list, 'current').map((row) => row.id), ['a', 'i']);
  assert.deepEqual(filterBonuses(list, 'expired').map((row) => row.id), ['e']);
  assert.deepEqual(filterBonuses(list, 'canceled').map((row) => row.id), ['c']);
  assert.deepEqual(filterBonuses(list, 'finished').map((row) => row.id), ['f']);
});

test('history paging with an unknown total (spec 002 section 9)', () => {
  const rows = (count: number) => Array.from({ length: count }, () => ({}) as never);
  assert.deepEqual(historyPaging(1, { transactions: rows(10), hasNextPage: true }), { hasPrevious: false, hasNext: true });
  assert.deepEqual(historyPaging(2, { transactions: rows(10), hasNextPage: true }), { hasPrevious: true, hasNext: true });
  assert.deepEqual(historyPaging(3, { transactions: rows(3), hasNextPage: false, totalPageCount: 3 }), { hasPrevious: true, hasNext: false, totalPages: 3 });
  assert.deepEqual(historyPaging(1, { transactions: rows(10), totalPageCount: 4 }), { hasPrevious: false, hasNext: true, totalPages: 4 });
  // A platform that tells neither: a full page may have a next one, a short page is the last.
  assert.equal(historyPaging(1, { transactions: rows(10) }).hasNext, true);
  assert.equal(historyPaging(1, { transactions: rows(4) }).hasNext, false);
  assert.deepEqual(historyPaging(1, { transactions: [], totalPageCount: 0 }), { hasPrevious: false, hasNext: false, totalPages: 1 });
});

const profile: Profile = {
  userId: '1', sessionId: 's', email: 'p@example.com', firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-01', address: 'Street 1',
  city: 'Valletta', zip: 'VLT 1', callingCode: '', phone: '+35679123456', country: 'MT', language: 'en', currency: 'EUR', title: '',
  isActivated: true, disabled: false, disabledFields: { email: false, names: false, dateOfBirth: false, country: false, currency: false }, playerGroups: [],
};

test('profile rules per jurisdiction are data: SGA optional and read-only address, email read-only elsewhere', () => {
  const mga = profileFieldStates(profileRulesFor('mga'), profile);
  assert.ok(mga.email.readOnly && mga.firstName.readOnly && mga.lastName.readOnly && mga.country.readOnly && mga.currency.readOnly);
  assert.ok(mga.password.required && mga.address.required && !mga.address.readOnly);
  const sga = profileFieldStates(profileRulesFor('sga'), profile);
  assert.ok(!sga.email.readOnly && sga.email.required);
  assert.ok(sga.address.readOnly && sga.city.readOnly && sga.zip.readOnly);
  assert.ok(!sga.password.required && !sga.password.readOnly);
  for (const jurisdiction of ['es', 'ukgc'] as const) assert.deepEqual(PROFILE_RULES[jurisdiction], PROFILE_RULES.mga);
  const locked = profileFieldStates(profileRulesFor('sga'), { disabled: true, disabledFields: { ...profile.disabledFields, email: true } });
  assert.ok(locked.email.readOnly);
  assert.ok(locked.phone.disabled && locked.password.disabled && !locked.phone.required);
});

test('profile validation and what counts as a change', () => {
  const states = profileFieldStates(profileRulesFor('mga'), profile);
  const original = profileValues(profile);
  const errors = (values: Record<string, string>) => {
    const result = v.safeParse(profileSchema(english, states), values);
    return result.success ? {} : issuesByField(result.issues);
  };
  assert.deepEqual(errors({ ...original, password: '' }), { password: 'Please enter your password' });
  assert.deepEqual(errors({ ...original, city: 'City 9', phone: '12', password: 'x' }), { city: 'Use letters, spaces, hyphens and apostrophes only: no digits or symbols.', phone: 'Enter 8 to 17 digits, with an optional + at the start.' });
  assert.deepEqual(errors({ ...original, address: ' ', zip: '', password: 'x' }), { address: 'Enter your address', zip: 'Enter your zip code' });
  assert.deepEqual(changedFields(original, original, states), []);
  // The e-mail is read-only in MGA: typing into it is no change.
  assert.deepEqual(changedFields({ ...original, email: 'x@example.com', city: 'Sliema' }, original, states), ['city']);
  const sga = profileFieldStates(profileRulesFor('sga'), profile);
  const sgaResult = v.safeParse(profileSchema(english, sga), { ...original, address: '', password: '' });
  assert.ok(sgaResult.success, 'SGA needs no password and keeps its address');
  // Where the e-mail is editable it follows the one email rule (a dotless domain is no address).
  const sgaErrors = (email: string) => {
    const result = v.safeParse(profileSchema(english, sga), { ...original, email, password: '' });
    return result.success ? {} : issuesByField(result.issues);
  };
  assert.deepEqual(sgaErrors(''), { email: 'Enter your email address' });
  assert.deepEqual(sgaErrors('player@example'), { email: 'Enter a valid email address, such as name@example.com' });
  assert.deepEqual(sgaErrors('player@example.com'), {});
});

test('password rules: the checklist, the texts of change and reset password', () => {
  assert.deepEqual(passwordChecks('abc'), { lowercase: true, capital: false, digit: false, special: false, length: false });
  assert.deepEqual(passwordChecks('Secret123!'), { lowercase: true, capital: true, digit: true, special: true, length: true });
  assert.ok(containsEmail('Xplayer@example.com1!', 'player@example.com'));
  assert.ok(containsEmail('Player99!!', 'player@example.com'));
  assert.ok(!containsEmail('Secret123!', 'player@example.com'));
  const change = (oldPassword: string, newPassword: string) => {
    const result = v.safeParse(changePasswordSchema(english, () => 'player@example.com'), { oldPassword, newPassword });
    return result.success ? {} : issuesByField(result.issues);
  };
  assert.deepEqual(change('', ''), { oldPassword: 'Please enter your old password', newPassword: 'Please enter your new password' });
  assert.deepEqual(change('x', 'short'), { newPassword: 'The password does not meet the rules below' });
  assert.deepEqual(change('x', 'Player123!'), { newPassword: 'The password must not contain your email address' });
  assert.deepEqual(change('x', 'Another1!x'), {});
  const reset = (password: string, confirm: string) => {
    const result = v.safeParse(resetSchema(english, () => 'player@example.com'), { password, confirm });
    return result.success ? {} : issuesByField(result.issues);
  };
  assert.deepEqual(reset('Another1!x', 'Another1!y'), { confirm: 'Passwords must match' });
  assert.deepEqual(reset('Another1!x', ''), { confirm: 'Please confirm your new password' });
  assert.deepEqual(reset('Another1!x', 'Another1!x'), {});
  const code = v.safeParse(bonusCodeSchema(english), '  ');
  assert.equal(code.success ? null : code.issues[0]?.message, 'Enter a bonus code');
});

test('account tabs: listed by what the platform can do; the attribute picks one, else the first', () => {
  const all = { capabilities: { inbox: true, profileEditing: true, passwordReset: true, history: true, limits: true, bonuses: true, subscriptions: true } } as never;
  const operations = Object.fromEntries(ACCOUNT_TABS.flatMap((tab) => (tab.operation ? [[tab.operation, () => undefined]] : [])));
  const tabs = availableTabs({ ...(all as object), ...operations } as never);
  assert.deepEqual(tabs, ['inbox', 'profile', 'password', 'history', 'responsible-gaming', 'bonuses', 'subscriptions', 'bonus-code', 'sign-out']);
  assert.ok(!tabs.includes('verify'));
  assert.equal(resolveTab('responsible-gaming', tabs), 'responsible-gaming');
  // The Verify tab needs the kyc capability and the document list, and sits before sign-out.
  const withKyc = availableTabs({ ...(all as object), ...operations, capabilities: { ...(all as { capabilities: object }).capabilities, kyc: true } } as never);
  assert.deepEqual(withKyc.slice(-2), ['verify', 'sign-out']);
  assert.deepEqual(availableTabs({ capabilities: { inbox: false } } as never), ['sign-out']);
  assert.equal(resolveTab('Bonuses', tabs), 'bonuses');
  assert.equal(resolveTab('verify', tabs), 'inbox');
  assert.equal(resolveTab(undefined, tabs), 'inbox');
});
