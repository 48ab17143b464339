import { createContext, useContext } from 'react';
import type { ValidatedFormApi } from '../toolkit/forms/index.ts';
import type { SignUpRules } from '../toolkit/jurisdiction/index.ts';
import type { Query } from '../toolkit/query/index.ts';
import type { BankIdSettings } from '../signin-oauth/index.ts';
import type { ReferenceData } from './reference-data.ts';
import type { Period, Touched } from './rules.ts';
import type { WizardValues } from './wizard-values.ts';

/**
 * What a step of the wizard reads, and what it may do: the wizard's one form, the reference data and the
 * wizard's own state. Given once by the wizard (signup-widget.tsx) in context, so a step is a component with
 * no props, and a new piece of state is a member here rather than a prop threaded through every step.
 */
export interface WizardState {
  form: ValidatedFormApi<WizardValues>;
  /** The countries, currencies and calling codes; empty lists until they are here (the first step shows before). */
  data: ReferenceData;
  /** Their loading: the first step's calling code is busy until they come, or shows their failure with Retry. */
  reference: Query<ReferenceData>;
  rules: SignUpRules;
  today: Date;
  /** Asks the password twice (token sign-up). */
  confirmPassword: boolean;
  termsUrl: string;
  privacyUrl: string;
  /** The bonus code field is shown (a preset code, or the player asked for it). */
  showBonusCode: boolean;
  revealBonusCode: () => void;
  /** Which weekly and monthly limits the player set by hand (the daily one no longer fills them). */
  touched: { deposit: Touched; session: Touched };
  touch: (kind: 'deposit' | 'session', period: Period) => void;
  /** The bank-ID identification's settings (the identify step). */
  bankId?: BankIdSettings;
}

export const WizardContext = createContext<WizardState | null>(null);

/** The wizard's state and actions, for a step. */
export function useWizard(): WizardState {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('A sign-up step rendered outside its wizard');
  return wizard;
}
