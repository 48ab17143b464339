import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Limit, LimitPeriod, Product } from '../../../adapters/contract.ts';
import { requireOperation } from '../../../adapters/operations.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { Button } from '../../../ui/button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useValidatedForm } from '../forms/index.ts';
import { useHost } from '../host/index.ts';
import type { ResponsibleGamingRules } from '../jurisdiction/index.ts';
import { useWrite, type QueryScope } from '../query/index.ts';
import { formatLimitAmount } from './format.ts';
import { BLOCKED_KEYS, canRemove, limitAmountSchema, limitChangeTiming, sessionChoices, toStored, type LimitKind } from './rules.ts';

/** A limit change makes the limits stale everywhere: the deposit widget's notice reads them too. */
export const LIMIT_CHANGES: readonly QueryScope[] = ['limits'];

const PERIOD_HEADINGS = {
  daily: msg`Daily limit`,
  weekly: msg`Weekly limit`,
  monthly: msg`Monthly limit`,
  transaction: msg`Reality check interval`,
} as const;

export interface LimitFormProps {
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  readonly product?: Product;
  readonly limit: Limit | undefined;
  readonly currency: string;
  readonly rules: ResponsibleGamingRules;
  /** What the daily form's entry suggests here (deposit and session limits), until the player types. */
  readonly suggestion?: string;
  /** The daily form tells what the player types, for the suggestions. */
  readonly onEntry?: (value: string) => void;
}

/** One period's limit: what holds now, what remains, what comes; a new amount, and removal where allowed. */
export function LimitForm({ kind, period, product, limit, currency, rules, suggestion, onEntry }: LimitFormProps) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const headingId = useId();
  const reasonId = useId();
  const choicesId = useId();
  const typed = useRef(false);
  const unitName = kind.unit === 'money' ? currency : kind.unit === 'minutes' ? t`minutes` : period === 'daily' ? t`hours` : t`days`;
  const heading = i18n._(PERIOD_HEADINGS[period]);
  const entryLabel = period === 'daily' ? t`New daily limit (${unitName})`
    : period === 'weekly' ? t`New weekly limit (${unitName})`
      : period === 'monthly' ? t`New monthly limit (${unitName})`
        : t`New interval (${unitName})`;
  const schema = useMemo(() => v.object({ amount: limitAmountSchema(i18n, kind, period, rules, currency) }), [i18n, kind, period, rules, currency]);
  const changed = () => {
    host.emit('casino-limits-changed', { type: kind.id, period });
    host.emit('casino-funnel', { name: 'limit-set', widget: host.widget, limitType: kind.id, period });
  };
  const form = useValidatedForm({
    schema,
    initial: { amount: '' },
    invalidates: LIMIT_CHANGES,
    submit: async ({ amount }, api) => {
      const stored = toStored(kind.unit, period, amount);
      const platform = await host.getPlatform();
      await requireOperation(platform, 'setLimit')({
        type: kind.id,
        period,
        amount: stored,
        ...(product ? { product } : {}),
        ...(kind.unit === 'money' ? { currency } : {}),
      });
      api.reset({ amount: '' });
      typed.current = false;
      const timing = limitChangeTiming(limit, stored, rules);
      const shown = formatLimitAmount(i18n, kind.unit, stored, currency);
      const hours = timing.applies === 'now' ? 0 : timing.hours;
      api.setNotice({
        level: 'success',
        message: timing.applies === 'now'
          ? t`Your limit is now ${shown}.`
          : t`Your new limit of ${shown} takes effect in ${hours} hours. Until then your current limit applies.`,
      });
      changed();
    },
  });
  const remove = useWrite({ invalidates: LIMIT_CHANGES });
  const [removed, setRemoved] = useState(false);
  // Removing is asked first, as a block is: a removal lets the player gamble more, after the cool-down.
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const questionId = useId();
  // Focus follows the question: to Keep my limit when it opens, back to Remove limit when kept, to Save limit once removed.
  const entryRef = useRef<HTMLFieldSetElement>(null);
  const moveFocus = useRef<'keep' | 'remove' | 'save' | null>(null);
  useEffect(() => {
    const target = moveFocus.current;
    if (!target) return;
    moveFocus.current = null;
    entryRef.current?.querySelector<HTMLButtonElement>(`[data-action="${target}"]`)?.focus();
  });

  // The daily entry's suggestion fills this form until the player types here.
  const { set } = form;
  useEffect(() => {
    if (suggestion !== undefined && !typed.current && !limit) set({ amount: suggestion });
  }, [suggestion, limit, set]);

  const locked = limit?.locked === true;
  const removable = limit !== undefined && canRemove(limit, rules) && !(limit.expiryDate && !limit.queued);
  const choices = sessionChoices(kind, period);
  const field = form.field('amount');
  const activates = limit?.queued?.activates ? formatDateTime(limit.queued.activates, i18n.locale) : '';
  const show = (amount: number) => formatLimitAmount(i18n, kind.unit, amount, limit?.currency ?? currency);

  const askRemoval = () => {
    remove.clearNotice();
    setRemoved(false);
    moveFocus.current = 'keep';
    setConfirmingRemoval(true);
  };
  const keepLimit = () => {
    moveFocus.current = 'remove';
    setConfirmingRemoval(false);
  };
  const onRemove = async () => {
    if (!limit) return;
    const done = await remove.run((platform) => requireOperation(platform, 'removeLimit')(limit));
    moveFocus.current = done ? 'save' : 'remove';
    setConfirmingRemoval(false);
    if (!done) return;
    setRemoved(true);
    changed();
  };

  // The platform keeps a removed limit for the cool-down (its expiry date) or drops it at once: the notice says which,
  // once the limits have been read again, so that it is announced once and with the platform's date.
  const removal = !removed ? null
    : !limit ? t`Limit removed`
      : limit.expiryDate ? t`Your limit of ${show(limit.amount)} will be removed on ${formatDateTime(limit.expiryDate, i18n.locale)}. Until then it still applies.`
        : null;
  const notice = remove.notice ?? (removal ? { level: 'success' as const, message: removal } : removed ? null : form.notice);
  const removalDate = formatDateTime(new Date(Date.now() + rules.increaseCoolDownHours * 3_600_000).toISOString(), i18n.locale);
  const coolDownHours = rules.increaseCoolDownHours;
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} part="form" className="limit-form" aria-labelledby={headingId} aria-busy={form.busy || remove.busy || undefined}>
      <h4 id={headingId} className="limit-heading">{heading}</h4>
      {limit ? (
        <dl className="limit-facts">
          <div><dt><Trans>Current limit</Trans></dt><dd>{show(limit.amount)}</dd></div>
          {/* A reality check is an interval: nothing of it is used up. */}
          {limit.remainingAmount !== undefined && kind.unit !== 'minutes' && <div><dt><Trans>Remaining</Trans></dt><dd>{show(limit.remainingAmount)}</dd></div>}
          {limit.queued && (
            <div className="incoming">
              <dt><Trans>Incoming limit</Trans></dt>
              <dd>
                {show(limit.queued.amount)}
                {limit.queued.activates && <> <Trans>from {activates}</Trans></>}
              </dd>
            </div>
          )}
          {!limit.queued && limit.expiryDate && (
            <div className="incoming"><dt><Trans>To be removed on</Trans></dt><dd>{formatDateTime(limit.expiryDate, i18n.locale)} <span className="limit-until"><Trans>(applies until then)</Trans></span></dd></div>
          )}
        </dl>
      ) : (
        <p className="limit-none"><Trans>No limit set.</Trans></p>
      )}
      {locked && <p id={reasonId} className="limit-locked"><Trans>This limit was set by us and cannot be changed here. Please contact support.</Trans></p>}
      <fieldset ref={entryRef} className="limit-entry" disabled={locked} aria-describedby={locked ? reasonId : undefined}>
        <TextField
          label={entryLabel}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          autoComplete="off"
          required
          {...field}
          onChange={(event) => {
            typed.current = true;
            field.onChange(event);
            onEntry?.(event.target.value);
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
          }}
          {...(choices.length > 0 ? { list: choicesId } : {})}
        />
        {choices.length > 0 && (
          <datalist id={choicesId}>
            {choices.map((choice) => <option key={choice} value={choice} />)}
          </datalist>
        )}
        <div className="actions">
          <Button data-action="save" type="submit" busy={form.busy}><Trans>Save limit</Trans></Button>
          {removable && !confirmingRemoval && <Button data-action="remove" variant="secondary" onClick={askRemoval}><Trans>Remove limit</Trans></Button>}
        </div>
        {removable && confirmingRemoval && (
          <div className="confirm" role="group" aria-labelledby={questionId}>
            <p id={questionId}>
              {coolDownHours > 0
                ? <Trans>Remove this limit? It still applies for {coolDownHours} hours, until {removalDate}, and is removed then.</Trans>
                : <Trans>Remove this limit? It is removed at once.</Trans>}
            </p>
            <div className="actions">
              <Button busy={remove.busy} onClick={() => void onRemove()}><Trans>Yes, remove it</Trans></Button>
              <Button data-action="keep" variant="secondary" onClick={keepLimit}><Trans>Keep my limit</Trans></Button>
            </div>
          </div>
        )}
      </fieldset>
      {notice && <Notice {...notice} onClear={() => { remove.clearNotice(); setRemoved(false); form.setNotice(null); }} />}
    </form>
  );
}
