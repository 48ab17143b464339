import { useEffect, useId, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { useSetAtom } from 'jotai';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { requireOperation } from '../../../adapters/operations.ts';
import { Button } from '../../../ui/button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { useValidatedForm } from '../forms/index.ts';
import { recordedBreakAtom, useHost } from '../host/index.ts';
import { INDEFINITE_DAYS } from '../jurisdiction/index.ts';
import { responsibleGamingRulesFor } from '../jurisdiction/index.ts';
import { useWrite } from '../query/index.ts';
import { blockOptions, blockPeriodLabel } from './rules.ts';

/** A block (a break from playing) or a self-exclusion: the two calls of spec 001 §7, the same periods. */
const EXCLUSIONS = {
  block: {
    operation: 'block',
    heading: msg`Take a break`,
    intro: msg`Block your account for a while. You will be signed out and cannot sign in again until the block ends.`,
    submit: msg`Block account`,
  },
  'self-exclude': {
    operation: 'selfExclude',
    heading: msg`Self-exclusion`,
    intro: msg`Exclude yourself from gambling with us. You will be signed out and cannot sign in again until the exclusion ends.`,
    submit: msg`Self-exclude`,
  },
} as const;

export type ExclusionKind = keyof typeof EXCLUSIONS;

/** The period select ("Block period is required"), then Confirm / Decline before anything is sent, focus on Decline. */
export function BlockForm({ kind }: { kind: ExclusionKind }) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const headingId = useId();
  const questionId = useId();
  const exclusion = EXCLUSIONS[kind];
  const rules = responsibleGamingRulesFor(host.jurisdiction);
  const options = blockOptions(i18n, rules);
  const schema = useMemo(() => v.object({ days: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Block period is required`))) }), [i18n]);
  const [confirming, setConfirming] = useState<number | null>(null);
  const form = useValidatedForm({
    schema,
    initial: { days: '' },
    submit: ({ days }) => setConfirming(Number(days)),
  });
  const write = useWrite();
  const setRecorded = useSetAtom(recordedBreakAtom);
  const period = confirming === null ? '' : blockPeriodLabel(i18n, confirming);
  const field = form.field('days');

  // Back to the button that asked, so the keyboard stays where it was.
  const actionsRef = useRef<HTMLDivElement>(null);
  const [declined, setDeclined] = useState(0);
  useEffect(() => {
    if (declined > 0) actionsRef.current?.querySelector('button')?.focus();
  }, [declined]);
  // The question opens with focus on Decline (the last button), never on Confirm.
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming !== null) confirmRef.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus();
  }, [confirming]);
  const decline = () => {
    setConfirming(null);
    setDeclined((count) => count + 1);
  };

  const confirm = async (days: number) => {
    // Signed out everywhere once the platform has it: the platform has ended the session already. What was
    // recorded, and until when, is said (and focused) where the sign-in comes back, before the sign-out.
    await write.run(async (platform) => {
      await requireOperation(platform, exclusion.operation)(days);
      setRecorded({ kind, until: days >= INDEFINITE_DAYS ? null : Date.now() + days * 24 * 3_600_000, element: host.element });
      await host.signOut('self-excluded');
    });
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} part="form" className="block-form" aria-labelledby={headingId}>
      <h3 id={headingId} className="block-heading">{i18n._(exclusion.heading)}</h3>
      <p className="intro">{i18n._(exclusion.intro)}</p>
      <SelectField
        label={kind === 'block' ? t`Block period` : t`Self-exclusion period`}
        placeholder={t`Choose a period`}
        options={options}
        {...field}
        onChange={(event) => {
          setConfirming(null);
          field.onChange(event);
        }}
      />
      {confirming === null ? (
        <div className="actions" ref={actionsRef}>
          <Button type="submit">{i18n._(exclusion.submit)}</Button>
        </div>
      ) : (
        <div className="confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId}>
            {kind === 'block'
              ? <Trans>Are you sure? Your account will be blocked ({period}) and you will be signed out at once.</Trans>
              : <Trans>Are you sure? You will be excluded ({period}) and signed out at once.</Trans>}
          </p>
          <div className="actions" ref={confirmRef}>
            <Button busy={write.busy} onClick={() => void confirm(confirming)}><Trans>Confirm</Trans></Button>
            <Button variant="secondary" onClick={decline}>{kind === 'block' ? <Trans>No, do not block</Trans> : <Trans>No, do not exclude me</Trans>}</Button>
          </div>
        </div>
      )}
      {(write.notice ?? form.notice) && <Notice {...(write.notice ?? form.notice)!} onClear={() => { write.clearNotice(); form.setNotice(null); }} />}
    </form>
  );
}
