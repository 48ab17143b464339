import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The Problem Gambling Severity Index (spec 001 §2, §4, §9): nine questions about the last 12 months,
 * each answered never (0), sometimes (1), most of the time (2) or almost always (3); the score is the sum.
 * The labels are the validated scale the scores and bands are calibrated on (spec 001 says "often" and
 * "always" for values 2 and 3; the values are unchanged), and every catalog uses its national version's
 * wording (docs/translation-review.md).
 */
export const PGSI_QUESTIONS: readonly MessageDescriptor[] = [
  msg`Have you bet more than you could really afford to lose?`,
  msg`Have you needed to gamble with larger amounts of money to get the same feeling of excitement?`,
  msg`When you gambled, did you go back another day to try to win back the money you lost?`,
  msg`Have you borrowed money or sold anything to get money to gamble?`,
  msg`Have you felt that you might have a problem with gambling?`,
  msg`Has gambling caused you any health problems, including stress or anxiety?`,
  msg`Have people criticised your betting or told you that you had a gambling problem, whether or not you thought it was true?`,
  msg`Has your gambling caused any financial problems for you or your household?`,
  msg`Have you felt guilty about the way you gamble or what happens when you gamble?`,
];

export type PgsiAnswer = 0 | 1 | 2 | 3;

export const PGSI_ANSWERS: readonly { value: PgsiAnswer; label: MessageDescriptor }[] = [
  { value: 0, label: msg`Never` },
  { value: 1, label: msg`Sometimes` },
  { value: 2, label: msg`Most of the time` },
  { value: 3, label: msg`Almost always` },
];

export type PgsiBand = 'no-issue' | 'some-risk' | 'elevated-risk' | 'problem-gambling';

/** The bands by their lowest score, highest first: below 1, 1 to 2, 3 to 7, 8 or more (spec 001 §4). */
export const PGSI_BANDS: readonly { from: number; band: PgsiBand }[] = [
  { from: 8, band: 'problem-gambling' },
  { from: 3, band: 'elevated-risk' },
  { from: 1, band: 'some-risk' },
  { from: Number.NEGATIVE_INFINITY, band: 'no-issue' },
];

export function pgsiScore(answers: readonly (PgsiAnswer | undefined)[]): number {
  return answers.reduce<number>((sum, answer) => sum + (answer ?? 0), 0);
}

export function pgsiBand(score: number): PgsiBand {
  return (PGSI_BANDS.find((row) => score >= row.from) ?? PGSI_BANDS[PGSI_BANDS.length - 1]!).band;
}

export const PGSI_BAND_TEXTS = {
  'no-issue': { title: msg`No issue`, body: msg`Your answers show no sign of problem gambling.` },
  'some-risk': { title: msg`Some risk`, body: msg`Your answers show a low level of problems with few or no negative consequences.` },
  'elevated-risk': { title: msg`Elevated risk`, body: msg`Your answers show a moderate level of problems that lead to some negative consequences.` },
  'problem-gambling': { title: msg`Problem gambling`, body: msg`Your answers show problem gambling with negative consequences and a possible loss of control.` },
} as const satisfies Record<PgsiBand, { title: MessageDescriptor; body: MessageDescriptor }>;

/** The Swedish text of the last band: the account's functions stay blocked until the player contacts support. */
export const PROBLEM_GAMBLING_BLOCKED = msg`Some functions of your account are blocked until you contact support.`;
