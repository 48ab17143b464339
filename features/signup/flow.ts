import type { SignUpRules } from '../toolkit/jurisdiction/index.ts';
import type { Offers, PlannedOffers } from './offers.ts';
import type { Period } from './rules.ts';
import { fieldsFirst, lazyStepForm, loadValidation, type LazyStepForm, type StepForm } from './step-form.ts';
import { ContactStep } from './steps.tsx';

/**
 * The wizard's steps (spec 000 sections 2 and 4) as rows: each says when it applies. The order is the
 * spec's; a step that does not apply is skipped both ways (Prev reverses Next). The bonus (8) and deposit (9)
 * steps follow activation, applying when bonuses exist and when a deposit can be made.
 */
export type StepId = 'identify' | 'contact' | 'personal' | 'address' | 'limits' | 'activity' | 'accept' | 'activation' | 'bonus' | 'deposit';

export interface FlowContext {
  readonly rules: SignUpRules;
  /** False when the page turned the activation step off. */
  readonly activationStep: boolean;
  /** Known after the sign-up: what the bonus and deposit rows read to decide whether they apply. */
  readonly offers: Offers;
}

export interface StepRow {
  readonly id: StepId;
  /** The spec's number of the step. */
  readonly number: number;
  /** Steps before the submit collect values; the later ones follow a successful sign-up. */
  readonly phase: 'form' | 'after-sign-up';
  readonly applies: (context: FlowContext) => boolean;
  /** A step that depends on the offers: whether it will come, known before the sign-up (see `plannedSteps`). */
  readonly planned?: (plan: PlannedOffers) => boolean;
  /**
   * A form step's rules and fields: the wizard's one form validates the current row's schema. The steps after
   * the first are chunks of their own (lazy), loaded when the wizard moves to them and fetched at idle while
   * the step before shows (use-later-parts.ts).
   */
  readonly form?: StepForm | LazyStepForm;
}

// The contact step shows at once; its rules (valibot) load once it has painted. Bank-ID identification (SGA's
// first step) is a chunk of its own, which no other jurisdiction's sign-up fetches.
const CONTACT = fieldsFirst(ContactStep, () => loadValidation().then((module) => module.contactSchema));
const IDENTIFY = lazyStepForm(() => import('./identify-step.tsx').then((module) => module.IDENTIFY_STEP));
const PERSONAL = lazyStepForm(() => import('./personal-step.tsx').then((module) => module.PERSONAL_STEP));
const ADDRESS = lazyStepForm(() => import('./address-step.tsx').then((module) => module.ADDRESS_STEP));
const LIMITS = lazyStepForm(() => import('./limits-step.tsx').then((module) => module.LIMITS_STEP));
const ACTIVITY = lazyStepForm(() => import('./activity-step.tsx').then((module) => module.ACTIVITY_STEP));
const ACCEPT = lazyStepForm(() => import('./accept-step.tsx').then((module) => module.ACCEPT_STEP));

export const SIGN_UP_STEPS: readonly StepRow[] = [
  // Bank-ID first where the jurisdiction signs up by it (SGA): the person's names and date of birth come from it.
  { id: 'identify', number: 0, phase: 'form', applies: (context) => context.rules.bankIdAtSignUp, form: IDENTIFY },
  { id: 'contact', number: 1, phase: 'form', applies: () => true, form: CONTACT },
  { id: 'personal', number: 2, phase: 'form', applies: () => true, form: PERSONAL },
  { id: 'address', number: 3, phase: 'form', applies: () => true, form: ADDRESS },
  { id: 'limits', number: 4, phase: 'form', applies: (context) => context.rules.limitsStep, form: LIMITS },
  { id: 'activity', number: 5, phase: 'form', applies: () => true, form: ACTIVITY },
  { id: 'accept', number: 6, phase: 'form', applies: () => true, form: ACCEPT },
  { id: 'activation', number: 7, phase: 'after-sign-up', applies: (context) => context.activationStep },
  { id: 'bonus', number: 8, phase: 'after-sign-up', applies: (context) => context.offers.bonuses.length > 0, planned: (plan) => plan.bonus },
  { id: 'deposit', number: 9, phase: 'after-sign-up', applies: (context) => context.offers.canDeposit, planned: (plan) => plan.deposit },
];

export function stepsFor(context: FlowContext, table: readonly StepRow[] = SIGN_UP_STEPS): StepRow[] {
  return table.filter((row) => row.applies(context));
}

/** The step after `current`, or null when the wizard is done. */
export function nextStep(current: StepId, context: FlowContext, table: readonly StepRow[] = SIGN_UP_STEPS): StepId | null {
  const steps = stepsFor(context, table);
  const index = steps.findIndex((row) => row.id === current);
  return steps[index + 1]?.id ?? null;
}

/** The step before `current` among the form steps (there is no way back past a sign-up). */
export function previousStep(current: StepId, context: FlowContext, table: readonly StepRow[] = SIGN_UP_STEPS): StepId | null {
  const steps = stepsFor(context, table);
  const index = steps.findIndex((row) => row.id === current);
  const previous = steps[index - 1];
  return index > 0 && previous && previous.phase === 'form' && steps[index]?.phase === 'form' ? previous.id : null;
}

export function isFormStep(step: StepId, table: readonly StepRow[] = SIGN_UP_STEPS): boolean {
  return table.find((row) => row.id === step)?.phase === 'form';
}

// The token sign-up's table is the token sign-up's (features/signup-token/token-flow.ts), from these rows.

/**
 * The steps the stepper counts ("Step 2 of 8"): a step that depends on the offers counts from the start
 * when the platform can offer it, so the total does not change at the sign-up; one that then does not
 * apply is passed over (`nextStep` follows the offers).
 */
export function plannedSteps(context: FlowContext, plan: PlannedOffers, table: readonly StepRow[] = SIGN_UP_STEPS): StepRow[] {
  return table.filter((row) => row.applies(context) || (row.planned?.(plan) ?? false));
}

/** A way to sign up: its table of steps, what its contact step asks, its limits' ceiling and how it is sent. */
export interface SignUpFlow {
  readonly steps: readonly StepRow[];
  /** Asks the password twice. */
  readonly confirmPassword: boolean;
  /** The person's own maximum deposit limits. */
  readonly personalMaximum?: Partial<Record<Period, number>>;
  /**
   * The sign-up token of a known person: the payload goes to the platform's signUpWithToken with it, else to its
   * signUp (platform-calls.ts, which the first step does not run; a gap is the area's not-implemented error).
   */
  readonly token?: string;
}

export const SIGN_UP_FLOW: SignUpFlow = {
  steps: SIGN_UP_STEPS,
  confirmPassword: false,
};
