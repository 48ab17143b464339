import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product, Profile } from '../../../adapters/contract.ts';
import { can, requireOperation } from '../../../adapters/operations.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { useHost } from '../host/index.ts';
import { responsibleGamingRulesFor } from '../jurisdiction/index.ts';
import { QueryFailure, usePlatformReading, useQuery } from '../query/index.ts';
import { BlockForm } from './block-form.tsx';
import { LimitForm } from './limit-form.tsx';
import { enabledKinds, findLimit, prefillFromDaily, PRODUCT_LABELS, resolveKind, type LimitKindId } from './rules.ts';

export interface LimitsPanelProps {
  readonly profile: Profile;
  /** The limit type to show first (`limit-type`): deposit, loss, wager, session, product-session, reality-check. */
  readonly limitType?: string;
  /** The limit types offered (`enabled-limit-types`, space or comma separated); all when absent. */
  readonly enabledLimitTypes?: string;
}

/** The responsible-gaming tab: the limits of one type, one form per period; then a break and self-exclusion. */
export function LimitsPanel({ profile, limitType, enabledLimitTypes }: LimitsPanelProps) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const limitsHeading = useId();
  const rules = responsibleGamingRulesFor(host.jurisdiction);
  const kinds = enabledKinds(enabledLimitTypes);
  const [chosen, setChosen] = useState<LimitKindId>(() => resolveKind(limitType, kinds).id);
  // A page (or a forced DepositLimitsRequired page) that names another type shows it.
  useEffect(() => setChosen(resolveKind(limitType, enabledKinds(enabledLimitTypes)).id), [limitType, enabledLimitTypes]);
  const kind = resolveKind(chosen, kinds);
  const products: readonly Product[] = 'products' in kind ? kind.products : [];
  const [product, setProduct] = useState<Product>(products[0] ?? 'casino');
  const [daily, setDaily] = useState<{ kind: LimitKindId; value: string } | null>(null);
  const load = useQuery(['limits'], (platform) => requireOperation(platform, 'getLimits')());
  const offers = usePlatformReading(['exclusions'], (platform) =>
    ({ block: can(platform, 'blocks'), selfExclude: can(platform, 'selfExclusion') }));
  // The forms' writes: their platform fetches them as the panel shows (the REST adapter's are an area of their own,
  // adapters/rest/responsible-gaming-writes.ts, which the deposit's first render does not load), so a player's limit,
  // break or self-exclusion waits for no file at its submit. One that does not arrive is asked for at that call.
  useEffect(() => {
    let live = true;
    host.getPlatform().then((platform) => {
      if (live) platform.prefetch?.(['setLimit', 'removeLimit', 'block', 'selfExclude']);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [host]);
  const suggestions = daily && daily.kind === kind.id ? prefillFromDaily(kind, daily.value) : {};
  const currency = profile.currency;
  const productOf = products.length > 0 ? product : undefined;
  // Take a break is reachable at once, not a long scroll below the limits: a link at the top moves focus to it.
  const breakRef = useRef<HTMLDivElement>(null);
  const toBreak = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const form = breakRef.current;
    form?.scrollIntoView({ block: 'start' });
    form?.querySelector<HTMLElement>('select, button')?.focus({ preventScroll: true });
  };

  return (
    <div className="responsible-gaming">
      {offers.data?.block && (
        <p className="break-shortcut"><a href="#take-a-break" onClick={toBreak}><Trans>Take a break</Trans></a></p>
      )}
      <section className="limits" aria-labelledby={limitsHeading}>
        <h3 id={limitsHeading} className="limits-heading"><Trans>Limits</Trans></h3>
        <div className="limit-choice">
          <SelectField
            label={t`Limit type`}
            name="limit-type"
            value={kind.id}
            options={kinds.map((row) => ({ value: row.id, label: i18n._(row.label) }))}
            onChange={(event) => setChosen(resolveKind(event.target.value, kinds).id)}
          />
          {products.length > 0 && (
            <SelectField
              label={t`Product`}
              name="product"
              value={product}
              options={products.map((row) => ({ value: row, label: i18n._(PRODUCT_LABELS[row as keyof typeof PRODUCT_LABELS]) }))}
              onChange={(event) => setProduct(products.find((row) => row === event.target.value) ?? product)}
            />
          )}
        </div>
        {load.status === 'failed' && !load.data ? (
          <QueryFailure query={load} panel />
        ) : !load.data ? (
          <p className="loading" role="status"><Trans>Loading…</Trans></p>
        ) : (
          <div className="limit-forms">
            {kind.periods.map((period) => (
              <LimitForm
                key={`${kind.id}/${productOf ?? ''}/${period}`}
                kind={kind}
                period={period}
                {...(productOf ? { product: productOf } : {})}
                limit={findLimit(load.data ?? [], kind.id, period, productOf)}
                currency={currency}
                rules={rules}
                {...(suggestions[period] !== undefined ? { suggestion: suggestions[period] } : {})}
                {...(period === 'daily' ? { onEntry: (value: string) => setDaily({ kind: kind.id, value }) } : {})}
              />
            ))}
          </div>
        )}
      </section>
      {offers.data?.block && <div ref={breakRef} id="take-a-break"><BlockForm kind="block" /></div>}
      {offers.data?.selfExclude && <BlockForm kind="self-exclude" />}
    </div>
  );
}
