import type { StepId } from './flow.ts';
import type { Offers } from './offers.ts';
import type { Touched } from './rules.ts';

// The wizard's own state, beside its one form: where it stands before the sign-up, and what follows it.

/** Where the wizard stands: kept across reloads beside the form's draft (which never holds the password). */
export interface Position {
  step: StepId;
  touched: { deposit: Touched; session: Touched };
  showBonusCode: boolean;
}

export const UNTOUCHED: Touched = { day: false, week: false, month: false };

/** After a successful submit: the post-sign-up steps, kept in memory (the draft is gone by then). */
export interface AfterSignUp {
  email: string;
  signedIn: boolean;
  /** The sign-up's own sign-in says the account is verified already (a bank-ID identified person): no activation step. */
  verified?: boolean;
  offers: Offers;
  /** The bonus chosen at the bonus step that needs a deposit: the deposit step carries its code. */
  depositBonusCode?: string;
}

/** The steps that follow the sign-up itself: the platform's forms, not the wizard's. */
export type AfterSignUpStepId = 'activation' | 'bonus' | 'deposit';

export const isAfterSignUpStep = (step: string): step is AfterSignUpStepId => step === 'activation' || step === 'bonus' || step === 'deposit';
