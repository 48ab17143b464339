import { useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Stepper } from '../../ui/stepper.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useSessionDraft, useValidatedForm, type ValidatedFormApi } from '../toolkit/forms/index.ts';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import signIn from '../signin/index.ts';
import { countryOptions } from './countries.ts';
import { buildDeclaration, emptyValues, incomeBands, INDUSTRIES, OTHER, SOURCES, type SourceOfWealthValues } from './rules.ts';

export type SourceOfWealthWidgetProps = CommonWidgetProps;

/** The steps of spec 001 §2: 0 intro, 1 to 4 the questions, 5 completed. */
type Step = 0 | 1 | 2 | 3 | 4 | 5;
const QUESTION_STEPS = [1, 2, 3, 4] as const;

type Form = ValidatedFormApi<SourceOfWealthValues>;

const required = (i18n: I18n, text: ReturnType<typeof msg>) => v.pipe(v.string(), v.trim(), v.nonEmpty(i18n._(text)));

/** Each question step's rules: the one form validates the current step's. */
function stepSchema(step: Step, i18n: I18n): v.GenericSchema<SourceOfWealthValues, unknown> {
  const rest = v.looseObject({});
  switch (step) {
    case 1:
      return v.looseObject({ sources: v.pipe(v.array(v.string()), v.minLength(1, i18n._(msg`Please choose at least one source`))) }) as never;
    case 2:
      return v.pipe(
        v.looseObject({
          industry: required(i18n, msg`Please choose your industry`),
          industryOther: v.string(),
          occupation: required(i18n, msg`Please enter your occupation`),
        }),
        v.forward(
          v.check((values) => values.industry !== OTHER || values.industryOther.trim() !== '', i18n._(msg`Please describe your industry`)),
          ['industryOther'],
        ),
      ) as never;
    case 3:
      return v.looseObject({
        nationality: required(i18n, msg`Please choose your nationality`),
        birthCountry: required(i18n, msg`Please choose your country of birth`),
      }) as never;
    case 4:
      return v.looseObject({
        income: required(i18n, msg`Please choose your annual income`),
        confirmed: v.literal(true, i18n._(msg`Please confirm that the information is correct`)),
      }) as never;
    default:
      return rest as never;
  }
}

/** The source-of-wealth declaration (spec 001 §2 "Source of wealth"): six steps, kept across a reload. */
export function SourceOfWealthWidget(props: SourceOfWealthWidgetProps) {
  const { signedIn } = usePlayer();
  if (!signedIn) {
    const SignIn = signIn.component;
    return <SignIn {...props} />;
  }
  return <SourceOfWealthForm {...props} />;
}

function SourceOfWealthForm(props: SourceOfWealthWidgetProps) {
  const frame = useWidgetFrame(props);
  const { t } = useLingui();
  const { profile } = usePlayer();
  return (
    <WidgetFrame {...frame} title={t`Source of wealth`}>
      {profile ? (
        // The draft is the player's own: its key waits for the profile.
        <Wizard key={profile.userId} profile={profile} />
      ) : (
        <p className="loading" role="status"><Trans>Loading…</Trans></p>
      )}
    </WidgetFrame>
  );
}

function Wizard({ profile }: { profile: Profile }) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const currency = profile.currency;
  const draftKey = `source-of-wealth.${profile.userId}`;
  const [position, setPosition, clearPosition] = useSessionDraft<{ step: Step }>(`${draftKey}.position`, () => ({ step: 0 }));
  // Completed is not kept: a reload (or the next time it is asked for) starts a new declaration.
  const [done, setDone] = useState(false);
  const step: Step = done ? 5 : position.step;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const schema = useMemo(() => stepSchema(step, i18n), [step, i18n]);
  const form = useValidatedForm<SourceOfWealthValues, unknown>({
    schema,
    initial: () => emptyValues(profile.country),
    draft: { key: draftKey },
    clearDraftOnSuccess: false,
    submit: async (_output, api) => {
      if (step < 4) {
        goTo((step + 1) as Step);
        return;
      }
      const platform = await host.getPlatform();
      await requireOperation(platform, 'submitSourceOfWealth')(buildDeclaration(api.values, currency));
      api.clearDraft();
      host.emit('casino-source-of-wealth-submitted', { currency });
      goTo(5);
    },
  });

  // Focus follows the step, so keyboard and screen-reader users start at its heading.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  function goTo(target: Step) {
    moved.current = true;
    form.reset(form.values);
    if (target === 5) {
      setDone(true);
      setPosition({ step: 0 });
      clearPosition();
      return;
    }
    setPosition({ step: target });
  }

  const titles: Record<Step, string> = {
    0: t`Source of wealth`,
    1: t`Your sources of income`,
    2: t`Industry and occupation`,
    3: t`Nationality and country of birth`,
    4: t`Annual income`,
    5: t`Thank you`,
  };
  const stepLabels: Record<(typeof QUESTION_STEPS)[number], string> = {
    // Short: four of them share a 360 px line.
    1: t`Sources`,
    2: t`Work`,
    3: t`Country`,
    4: t`Income`,
  };

  return (
    <div className="source-of-wealth" part="wizard">
      {step >= 1 && step <= 4 && (
        <Stepper
          steps={QUESTION_STEPS.map((id) => ({ id: String(id), label: stepLabels[id] }))}
          current={String(step)}
          label={t`Source of wealth steps`}
          describe={(position, total) => t`Step ${position} of ${total}`}
        />
      )}
      <h3 className="step-title" tabIndex={-1} ref={headingRef}>{titles[step]}</h3>
      {step === 0 ? (
        <div className="intro">
          <p><Trans>As a licensed operator we are required to know where the money you play with comes from.</Trans></p>
          <p><Trans>Answering takes about two minutes. Your answers are kept confidential.</Trans></p>
          <div className="actions wizard-actions">
            <Button onClick={() => goTo(1)}><Trans>Start</Trans></Button>
          </div>
        </div>
      ) : step === 5 ? (
        <div className="done" role="status">
          <p><Trans>Your source of wealth declaration has been received. We will contact you if we need anything more.</Trans></p>
          <div className="actions">
            <a className="button primary" part="button button-primary" href="/casino" onClick={() => host.close()}>
              <Trans>Back to the lobby</Trans>
            </a>
          </div>
        </div>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={form.onSubmit} part="form" aria-busy={form.busy || undefined}>
          {step === 1 && <SourcesStep form={form} />}
          {step === 2 && <OccupationStep form={form} />}
          {step === 3 && <CountriesStep form={form} locale={host.locale} />}
          {step === 4 && <IncomeStep form={form} currency={currency} locale={host.locale} />}
          {form.notice && <Notice {...form.notice} onClear={() => form.setNotice(null)} />}
          <div className="actions wizard-actions">
            <Button variant="secondary" onClick={() => goTo((step - 1) as Step)} busy={form.busy}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" busy={form.busy}>
              {step === 4 ? <Trans>Submit</Trans> : <Trans>Continue</Trans>}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function SourcesStep({ form }: { form: Form }) {
  const { i18n, t } = useLingui();
  const chosen = form.values.sources;
  const error = form.errors.sources;
  const toggle = (id: string, on: boolean) => form.set({ sources: on ? [...chosen.filter((value) => value !== id), id] : chosen.filter((value) => value !== id) });
  return (
    <>
      <fieldset className={error ? 'invalid' : undefined}>
        <legend><Trans>Where does the money you play with come from? Choose all that apply.</Trans></legend>
        <div className="choices">
          {SOURCES.map((source, index) => (
            <CheckboxField
              key={source.id}
              name="sources"
              value={source.id}
              label={i18n._(source.text)}
              checked={chosen.includes(source.id)}
              onChange={(event) => toggle(source.id, event.currentTarget.checked)}
              // The first box carries the group's error, so focus lands there after a failed Continue.
              aria-invalid={index === 0 && error ? true : undefined}
              aria-describedby={error ? 'sow-sources-error' : undefined}
            />
          ))}
        </div>
        {error && <p id="sow-sources-error" className="error" part="field-error">{error}</p>}
      </fieldset>
      {chosen.includes(OTHER) && (
        <TextField label={t`Other source`} autoComplete="off" maxLength={200} {...form.field('sourceOther')} />
      )}
    </>
  );
}

function OccupationStep({ form }: { form: Form }) {
  const { i18n, t } = useLingui();
  return (
    <>
      <SelectField
        label={t`Industry`}
        placeholder={t`Choose your industry`}
        required
        options={INDUSTRIES.map((row) => ({ value: row.id, label: i18n._(row.text) }))}
        {...form.field('industry')}
      />
      {form.values.industry === OTHER && (
        <TextField label={t`Your industry`} autoComplete="off" required maxLength={200} {...form.field('industryOther')} />
      )}
      <TextField label={t`Occupation`} autoComplete="organization-title" required maxLength={200} {...form.field('occupation')} />
    </>
  );
}

function CountriesStep({ form, locale }: { form: Form; locale: string }) {
  const { t } = useLingui();
  const options = useMemo(() => countryOptions(locale), [locale]);
  return (
    <>
      <SelectField label={t`Nationality`} placeholder={t`Choose your nationality`} required options={options} {...form.field('nationality')} />
      <SelectField label={t`Country of birth`} placeholder={t`Choose your country of birth`} required options={options} {...form.field('birthCountry')} />
    </>
  );
}

function IncomeStep({ form, currency, locale }: { form: Form; currency: string; locale: string }) {
  const { t } = useLingui();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const options = incomeBands(currency).map((band) => {
    const amount = number.format(band.from - 1);
    return {
      value: String(band.from),
      label: band.to === null
        ? t`More than ${amount} ${currency}`
        : t`${number.format(band.from)} – ${number.format(band.to)} ${currency}`,
    };
  });
  return (
    <>
      <SelectField label={t`Annual income (${currency})`} placeholder={t`Choose your annual income`} required options={options} {...form.field('income')} />
      <CheckboxField label={t`I confirm that the information I have given is correct and complete.`} {...form.checkbox('confirmed')} />
    </>
  );
}
