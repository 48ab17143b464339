import { lazy, useEffect, useMemo, useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { getI18n, readyI18n } from '../../i18n/setup.ts';
import { importWithTries, retryingImport, useHost } from '../toolkit/host/index.ts';
import type { ValidatedFormApi } from '../toolkit/forms/index.ts';
import type { Query } from '../toolkit/query/index.ts';
import type { StepId, StepRow } from './flow.ts';
import { loadPlatformCalls, loadSignUpSubmit } from './platform-calls-loader.ts';
import { useReferenceData, type ReferenceData } from './reference-data.ts';
import { isLazyStepForm, loadStepForm, loadValidation, readyStepForm } from './step-form.ts';
import type { StepRulesContext } from './validation.ts';
import { isAfterSignUpStep } from './wizard-position.ts';
import type { WizardValues } from './wizard-values.ts';

// What the wizard loads after its first step has painted, and what it waits for before a later step shows: the
// step's rules and fields (flow.ts), its calls to the platform (platform-calls.ts), the reference data, the steps
// after the sign-up and the end, and the later steps' texts (a part of the catalog of their own).

// What follows the sign-up (the activation, bonus and deposit steps, and the end): chunks the first step does not
// run. They start loading with the sign-up's request (Sign up), so they are here when it answers.
export const loadAfterSignUp = () => retryingImport(() => import('./after-sign-up-step.tsx'));
export const loadDone = () => retryingImport(() => import('./done-step.tsx'));
export const AfterSignUpStep = lazy(() => loadAfterSignUp().then((module) => ({ default: module.AfterSignUpStep })));
export const DoneStep = lazy(() => loadDone().then((module) => ({ default: module.DoneStep })));

/**
 * The texts of the steps after the first (personal details to the end, with the activation, bonus and deposit steps
 * they embed), and of bank-ID's identification (the first step where the jurisdiction signs up by it, shown once its
 * own chunk is here): a part of the catalog of their own (`signup-steps`, scripts/split-catalogs.mjs LATER_PARTS),
 * which the sign-up, the get-started and the token sign-up share. The contact step and the stepper's titles are in
 * the widget's own part.
 */
const LATER_TEXTS = 'signup-steps';
export const needsLaterTexts = (step: StepId | 'done'): boolean => step !== 'contact';

/** The later texts into the locale's Lingui instance: asked three times, 1 s then 2 s apart, before it fails. */
function loadLaterTexts(locale: string): Promise<unknown> {
  return importWithTries(() => getI18n(locale, LATER_TEXTS));
}

export interface LaterTexts {
  /** In the wizard's language now. */
  readonly ready: boolean;
  /** Their load failed (after its tries): the wizard shows the failure with Retry instead of the step. */
  readonly failed: Query<ReferenceData> | null;
  /** Loads them (a move to a later step waits for it); resolves once here or failed. */
  load(): Promise<void>;
}

function useLaterTexts(step: StepId | 'done'): LaterTexts {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const ready = readyI18n(locale, LATER_TEXTS) !== null;
  const [failure, setFailure] = useState<{ locale: string; error: unknown } | null>(null);
  const [, setArrived] = useState(0);
  const load = (): Promise<void> => loadLaterTexts(locale).then(
    () => {
      setFailure(null);
      setArrived((count) => count + 1);
    },
    (error: unknown) => setFailure({ locale, error }),
  );
  const needed = needsLaterTexts(step) && !ready;
  useEffect(() => {
    if (ready) return undefined;
    // A later step shown (a reload on it, another language) loads them at once; the first step once idle.
    if (needed) {
      void load();
      return undefined;
    }
    return whenIdle(() => void loadLaterTexts(locale).then(() => setArrived((count) => count + 1), () => undefined));
  }, [locale, ready, needed]); // eslint-disable-line react-hooks/exhaustive-deps -- load reads the same locale
  const failed = needed && failure?.locale === locale
    // The sign-up form's failure notice with Retry (reference-data-pending.tsx) reads a query's shape.
    ? { status: 'failed' as const, data: undefined, error: failure.error, reload: () => { setFailure(null); void load(); } }
    : null;
  return { ready, failed, load };
}

/**
 * The wizard's later parts: the reference data (or the host's), the current step's rules and fields (loaded when
 * its row is lazy), its schema for the one form, and the texts of the later steps; and at idle, the next step's
 * chunk, the texts, and the first step's check of the contact.
 */
export function useLaterParts({ step, row, next, table, rulesContext, data }: {
  step: StepId | 'done';
  row: StepRow | undefined;
  next: StepId | null;
  table: readonly StepRow[];
  rulesContext: StepRulesContext;
  data?: ReferenceData;
}) {
  const loadedReference = useReferenceData();
  const reference: Query<ReferenceData> = data ? { ...loadedReference, data } : loadedReference;
  usePrefetchNextStep(next, table);
  usePrefetchContactCheck(step === 'identify' || step === 'contact');
  // What its submits run (sign-up-submit.tsx), whichever step shows.
  useEffect(() => whenIdle(() => void loadSignUpSubmit().catch(() => undefined)), []);
  const texts = useLaterTexts(step);
  // A form step after the first is a chunk of its own (flow.ts): the wizard moves to it once it is here, the
  // current step showing meanwhile with the frame busy. Only a step restored from the draft (a reload) waits
  // for it shown, its heading with a busy frame.
  const stepForm = readyStepForm(row?.form);
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (!row?.form || stepForm) return undefined;
    let live = true;
    void loadStepForm(row.form).then(() => live && setArrived((count) => count + 1));
    return () => {
      live = false;
    };
  }, [row, stepForm]);
  // A step's schema reads only its own fields; the output is not used (the payload is built from the values).
  // Until the step's rules are here (the first step's come once it has painted), a press of its button waits for them.
  const rowForm = row?.form;
  const schema = useMemo(
    () => (stepForm
      ? stepForm.schema(rulesContext)
      : () => (rowForm ? loadStepForm(rowForm).then((loaded) => loaded!.schema(rulesContext)) : loadValidation().then((module) => module.NO_FIELDS))
    ) as unknown as v.GenericSchema<WizardValues> | (() => Promise<v.GenericSchema<WizardValues>>),
    [stepForm, rowForm, rulesContext],
  );
  return { reference, stepForm, schema, texts };
}

/**
 * Continue on the first step before the reference data is here waits for it (busy); their failure blocks it
 * with a notice that says why (its Retry stands where the calling code goes).
 */
export function useReferenceDataWait(reference: Query<ReferenceData>, form: ValidatedFormApi<WizardValues>, clearNotice: () => void) {
  const data = reference.data;
  const [waitingForData, setWaitingForData] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const referenceFailed = !data && reference.status === 'failed';
  useEffect(() => {
    if (!waitingForData) return;
    if (data) {
      setWaitingForData(false);
      void form.submit();
    } else if (referenceFailed) {
      setWaitingForData(false);
      setBlocked(true);
    }
  }, [waitingForData, data, referenceFailed]); // eslint-disable-line react-hooks/exhaustive-deps -- once the data comes or fails
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (data) {
      form.onSubmit(event);
      return;
    }
    event.preventDefault();
    clearNotice();
    if (referenceFailed) setBlocked(true);
    else setWaitingForData(true);
  };
  return { waitingForData, blocked, setBlocked, onSubmit };
}

/**
 * Starts the chunk of the step after the current one once the browser is idle (only that one): a step after the
 * sign-up (through the chunk that shows it), or a form step of `table` whose row is lazy and not loaded yet.
 */
function usePrefetchNextStep(next: StepId | null, table: readonly StepRow[]): void {
  const form = table.find((row) => row.id === next)?.form;
  const lazyForm = form && isLazyStepForm(form) && !form.loaded() ? form : undefined;
  useEffect(() => {
    let load: (() => Promise<unknown>) | undefined;
    if (next && isAfterSignUpStep(next)) load = () => loadAfterSignUp().then((module) => module.prefetchLaterStep(next));
    else if (lazyForm) load = lazyForm.load;
    if (!load) return undefined;
    const start = load;
    return whenIdle(() => void start().catch(() => undefined));
  }, [next, lazyForm]);
}

/**
 * The contact step's check (is the e-mail or phone taken?) calls the platform at the first Continue: where the
 * adapter loads that call's part at its first call (the REST adapter's sign-up area), it is fetched at idle once
 * the step has painted, so the check does not wait for it. The build lists what this fetches (dist/preload.json,
 * adapterAreas' afterPaint: scripts/preload-manifest.mjs reads the operations named here).
 */
function usePrefetchContactCheck(active: boolean): void {
  const host = useHost();
  useEffect(() => {
    if (!active) return undefined;
    let live = true;
    const cancel = whenIdle(() => {
      // The wizard's own calls too (platform-calls.ts, a chunk of their own).
      void loadPlatformCalls().catch(() => undefined);
      host.getPlatform().then((platform) => {
        if (live) platform.prefetch?.(['validateEmail', 'validatePhone']);
      }, () => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [active, host]);
}

/** Runs `start` once the browser is idle (at most 3 s on); returns what cancels it. */
function whenIdle(start: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 200);
  return () => clearTimeout(timer);
}
