import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import type * as v from 'valibot';
import type { NoticeData } from '../../../ui/notice.tsx';
import { preloadErrorNotice, useErrorNoticeLater } from '../host/index.ts';
import { useInvalidate, type QueryScope } from '../query/index.ts';
import { clearDraft, readDraft, writeDraft } from './session-draft.ts';
import { issuesByField, type FieldErrors } from './issues.ts';

type Values = Record<string, unknown>;

export interface DraftOptions<T extends Values> {
  /** Where the draft is kept in sessionStorage (one key per widget, or per wizard). */
  readonly key: string;
  /** Fields never written to storage: passwords, confirmations, codes. */
  readonly omit?: ReadonlyArray<keyof T & string>;
}

export interface ValidatedFormOptions<T extends Values, TOutput> {
  /**
   * The rules; may change between renders (a wizard's step, the language). Or a function that brings them: a form
   * shown before its rules' module has loaded (the sign-in's, whose first render loads no valibot): a submit waits
   * for them, and the form passes the rules themselves once they are here (its errors show from them).
   */
  readonly schema: v.GenericSchema<T, TOutput> | (() => Promise<v.GenericSchema<T, TOutput>>);
  readonly initial: T | (() => T);
  /** Keeps what the player typed (except `omit`) across a failed request and a reload of the tab. */
  readonly draft?: DraftOptions<T>;
  /** Sends the valid values; a rejection shows as the catalogue's notice, and the values stay. */
  readonly submit: (output: TOutput, form: ValidatedFormApi<T>) => Promise<void> | void;
  /** Scopes the submission changes: loaded again everywhere after it succeeds. */
  readonly invalidates?: readonly QueryScope[];
  /** Clears the draft when the submission succeeds (default true; a wizard's step keeps it). */
  readonly clearDraftOnSuccess?: boolean;
}

export interface ValidatedFormApi<T extends Values> {
  readonly values: T;
  /** Errors to show: none before the first submit, live after it; server-side field errors on top. */
  readonly errors: FieldErrors<T>;
  readonly busy: boolean;
  readonly notice: NoticeData | null;
  setNotice(notice: NoticeData | null): void;
  /** Changes values (a player's edit): their server-side errors are cleared. */
  set(patch: Partial<T>): void;
  /**
   * Fills in values the player did not give (the country their IP address is in, the only country allowed): as
   * `set`, but not the player's change, so opening a form that prefills still stores no draft.
   */
  prefill(patch: Partial<T>): void;
  /** A server-side error for a field (a taken email), shown until the field changes. */
  setFieldError(field: keyof T & string, message: string): void;
  /** Props for a text input or select: name, value, error, onChange. */
  field<K extends keyof T & string>(name: K): {
    name: K;
    value: string;
    error: string | undefined;
    onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>): void;
  };
  /** Props for a checkbox: name, checked, error, onChange. */
  checkbox<K extends keyof T & string>(name: K): {
    name: K;
    checked: boolean;
    error: string | undefined;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
  };
  /**
   * Validates now, shows the errors and moves focus to the first invalid field; the output when valid. While the
   * rules are on their way (a `schema` function), nothing is shown and the result is no success: `submit()` waits.
   */
  validate(): { success: true; output: unknown } | { success: false };
  /** Validates and sends; resolves when the submission has ended (either way). */
  submit(): Promise<void>;
  /** The <form>'s onSubmit: prevents the page's navigation, then `submit()`. */
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  /** Put on the <form>: the first invalid field inside it gets focus after a failed submit. */
  readonly formRef: RefObject<HTMLFormElement | null>;
  clearDraft(): void;
  /** Back to the given (or initial) values, errors hidden again. */
  reset(values?: T): void;
}

type Parsed<TOutput> = { success: true; output: TOutput } | { success: false; issues: ReadonlyArray<v.BaseIssue<unknown>> };

/**
 * valibot's safeParse through the schema's Standard Schema interface (which runs the schema with valibot's global
 * configuration, as safeParse does): the kit then imports no valibot, which a sign-in's first render does not load.
 */
function parse<TOutput>(schema: v.GenericSchema<unknown, TOutput>, values: unknown): Parsed<TOutput> {
  const result = schema['~standard'].validate(values) as v.OutputDataset<TOutput, v.BaseIssue<unknown>>;
  return result.issues ? { success: false, issues: result.issues } : { success: true, output: result.value };
}

function without<T extends Values>(values: T, omit: ReadonlyArray<string> = []): Partial<T> {
  const kept: Record<string, unknown> = { ...values };
  for (const name of omit) delete kept[name];
  return kept as Partial<T>;
}

/**
 * The one way to write a form: valibot rules, errors shown after the first submit and live afterwards,
 * focus to the first invalid field, one submission at a time, the platform's error as the catalogue's
 * notice, an optional draft that never holds secrets.
 */
export function useValidatedForm<T extends Values, TOutput = T>(options: ValidatedFormOptions<T, TOutput>): ValidatedFormApi<T> {
  const { schema, draft } = options;
  // The catalogue's texts come once the form has painted (nothing fails before a submit): see error-notice-later.ts.
  const toNotice = useErrorNoticeLater();
  useEffect(preloadErrorNotice, []);
  const invalidate = useInvalidate();
  const initialRef = useRef(options.initial);
  const [values, setValues] = useState<T>(() => {
    const initial = typeof options.initial === 'function' ? (options.initial)() : options.initial;
    const stored = draft ? without(readDraft<T>(draft.key) ?? {}, draft.omit) : {};
    return { ...initial, ...stored };
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<T>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const inFlight = useRef(false);
  const touched = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // The values as last set, ahead of React's render: a submit in the same task as a change that came from
  // outside a React event (a captcha's token, a provider's prefill) must see it, or it is refused on stale values.
  const valuesRef = useRef(values);

  // Written only after the player changed something: opening a form stores nothing.
  const draftKey = draft?.key;
  const draftOmit = draft?.omit?.join(' ');
  useEffect(() => {
    if (!draftKey || !touched.current) return;
    writeDraft(draftKey, without(values, draftOmit ? draftOmit.split(' ') : []));
  }, [draftKey, draftOmit, values]);

  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const parsed = submitted && typeof schema !== 'function' ? parse(schema, values) : null;
  const errors: FieldErrors<T> = { ...(parsed && !parsed.success ? issuesByField<T>(parsed.issues) : {}), ...serverErrors };

  const change = useCallback((patch: Partial<T>, byPlayer: boolean) => {
    if (byPlayer) touched.current = true;
    valuesRef.current = { ...valuesRef.current, ...patch };
    setValues(valuesRef.current);
    setServerErrors((previous) => {
      const names = Object.keys(patch).filter((name) => name in previous);
      if (names.length === 0) return previous;
      const next: Record<string, string | undefined> = { ...previous };
      for (const name of names) delete next[name];
      return next as FieldErrors<T>;
    });
  }, []);
  const set = useCallback((patch: Partial<T>) => change(patch, true), [change]);
  const prefill = useCallback((patch: Partial<T>) => change(patch, false), [change]);

  const setFieldError = useCallback((field: keyof T & string, message: string) => {
    setServerErrors((previous) => ({ ...previous, [field]: message }));
    setFocusInvalid((count) => count + 1);
  }, []);

  const clear = useCallback(() => {
    if (draftKey) clearDraft(draftKey);
  }, [draftKey]);

  const check = useCallback((rules: v.GenericSchema<T, TOutput>): { success: true; output: unknown } | { success: false } => {
    setSubmitted(true);
    const result = parse(rules, valuesRef.current);
    if (!result.success) {
      setFocusInvalid((count) => count + 1);
      return { success: false };
    }
    return { success: true, output: result.output };
  }, []);

  const validate = useCallback((): { success: true; output: unknown } | { success: false } => {
    const { schema: rules } = optionsRef.current;
    return typeof rules === 'function' ? { success: false } : check(rules);
  }, [check]);

  // One change handler per field for the form's life: the fields are memoised (ui/), so a keystroke
  // re-renders the field typed in and not every other one of the form.
  const handlers = useRef(new Map<string, unknown>());
  const handler = <H,>(key: string, make: () => H): H => {
    if (!handlers.current.has(key)) handlers.current.set(key, make());
    return handlers.current.get(key) as H;
  };

  const api: ValidatedFormApi<T> = {
    values,
    errors,
    busy,
    notice,
    setNotice,
    set,
    prefill,
    setFieldError,
    field: (name) => ({
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: handler(`text:${name}`, () => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set({ [name]: event.target.value } as Partial<T>)),
    }),
    checkbox: (name) => ({
      name,
      checked: Boolean(values[name]),
      error: errors[name],
      onChange: handler(`checkbox:${name}`, () => (event: ChangeEvent<HTMLInputElement>) => set({ [name]: event.target.checked } as Partial<T>)),
    }),
    validate,
    submit: async () => {
      // One submission however often the button is pressed: later presses are ignored while it runs.
      if (inFlight.current) return;
      let rules = optionsRef.current.schema;
      if (typeof rules === 'function') {
        // The rules are still loading (a press in the moment after the form showed): the press waits for them.
        inFlight.current = true;
        setBusy(true);
        try {
          rules = await rules();
        } finally {
          inFlight.current = false;
          setBusy(false);
        }
      }
      const result = check(rules);
      if (!result.success) {
        // A success from an earlier submission would stand beside this one's errors as if it were its outcome.
        setNotice((current) => (current?.level === 'success' ? null : current));
        return;
      }
      inFlight.current = true;
      setBusy(true);
      setNotice(null);
      try {
        await optionsRef.current.submit(result.output as TOutput, api);
        if (optionsRef.current.clearDraftOnSuccess ?? true) clear();
        if (optionsRef.current.invalidates) invalidate(...optionsRef.current.invalidates);
      } catch (error) {
        setNotice((await toNotice())(error));
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    onSubmit: (event) => {
      event?.preventDefault();
      void api.submit();
    },
    formRef,
    clearDraft: clear,
    reset: (next) => {
      const initial = initialRef.current;
      valuesRef.current = next ?? (typeof initial === 'function' ? (initial)() : initial);
      setValues(valuesRef.current);
      setSubmitted(false);
      setServerErrors({});
      touched.current = false;
    },
  };
  return api;
}
