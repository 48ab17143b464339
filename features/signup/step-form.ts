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

export const isLazyStepForm = (form: StepForm | LazyStepForm): form is LazyStepForm => 'load' in form;

/** The step's form if it is here (a lazy one once loaded), else undefined. */
export function readyStepForm(form: StepForm | LazyStepForm | undefined): StepForm | undefined {
  return form && (isLazyStepForm(form) ? form.loaded() : form);
}

/** The step's form, fetched first where it is a chunk not yet here. */
export function loadStepForm(form: StepForm | LazyStepForm | undefined): Promise<StepForm | undefined> {
  return form && isLazyStepForm(form) ? form.load() : Promise.resolve(form);
}
