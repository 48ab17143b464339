import type * as v from 'valibot';
import { retryingImport } from '../toolkit/host/index.ts';
import type { StepFields } from './steps.tsx';
import type { StepRulesContext } from './validation.ts';

/** A form step's rules and fields: the wizard's one form validates the current step's schema. */
export interface StepForm {
  readonly schema: (context: StepRulesContext) => v.GenericSchema;
  readonly Fields: StepFields;
}

/**
 * A form step whose rules and fields are a chunk of their own (the steps after the first): `load` fetches it
 * once (asking again while it fails, retrying-import.ts), `loaded` is it once here.
 */
export interface LazyStepForm {
  readonly load: () => Promise<StepForm>;
  readonly loaded: () => StepForm | undefined;
  /** Fields shown before the rules are here (the first step's: a press of Continue waits for them). */
  readonly Fields?: StepFields;
}

export function lazyStepForm(importer: () => Promise<StepForm>): LazyStepForm {
  let form: StepForm | undefined;
  let pending: Promise<StepForm> | undefined;
  return {
    load: () => {
      pending ??= retryingImport(importer).then((loaded) => (form = loaded));
      return pending;
    },
    loaded: () => form,
  };
}

/**
 * A form step whose fields are here at once and whose rules (valibot's schema) load once it has painted: the
 * wizard's first step, which the player types in while they come.
 */
export function fieldsFirst(Fields: StepFields, rules: () => Promise<StepForm['schema']>): LazyStepForm {
  return { ...lazyStepForm(() => rules().then((schema) => ({ schema, Fields }))), Fields };
}

type Validation = typeof import('./validation.ts');
let validation: Promise<Validation> | undefined;

/** The first step's rules and valibot (validation.ts): a chunk the first render does not wait for. */
export const loadValidation = (): Promise<Validation> => (validation ??= retryingImport(() => import('./validation.ts')).catch((error: unknown) => {
  // Asked again at the next need rather than failing for good.
  validation = undefined;
  throw error;
}));

export const isLazyStepForm = (form: StepForm | LazyStepForm): form is LazyStepForm => 'load' in form;

/** The step's form if it is here (a lazy one once loaded), else undefined. */
export function readyStepForm(form: StepForm | LazyStepForm | undefined): StepForm | undefined {
  return form && (isLazyStepForm(form) ? form.loaded() : form);
}

/** The fields the step shows now: its form's once here, or those it shows before its rules. */
export function shownFields(form: StepForm | LazyStepForm | undefined): StepFields | undefined {
  return readyStepForm(form)?.Fields ?? form?.Fields;
}

/** The step's form, fetched first where it is a chunk not yet here. */
export function loadStepForm(form: StepForm | LazyStepForm | undefined): Promise<StepForm | undefined> {
  return form && isLazyStepForm(form) ? form.load() : Promise.resolve(form);
}
