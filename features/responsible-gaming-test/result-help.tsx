import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { useHost, useSupportUrl, type WidgetName } from '../toolkit/host/index.ts';
import { helplineFor } from '../toolkit/jurisdiction/index.ts';

/**
 * Where help is, under every result above "no issue": the jurisdiction's national helpline (its number and
 * its site), one step to limits, to a break and to self-exclusion, and the operator's support contact.
 */
export function ResultHelp() {
  const host = useHost();
  const { t } = useLingui();
  const headingId = useId();
  const helpline = helplineFor(host.jurisdiction);
  const supportUrl = useSupportUrl();
  const site = helpline.url.replace(/^https:\/\/(www\.)?/, '');
  const routes: { widget: WidgetName; props?: Record<string, unknown>; label: string }[] = [
    { widget: 'account', props: { tab: 'responsible-gaming' }, label: t`Set limits` },
    { widget: 'self-exclude', label: t`Take a break` },
    { widget: 'account', props: { tab: 'responsible-gaming' }, label: t`Exclude yourself` },
  ];
  const name = helpline.name;
  return (
    <section className="pgsi-help" part="help" aria-labelledby={headingId}>
      <h4 id={headingId}><Trans>Help is available</Trans></h4>
      <p>
        <Trans>{name} offers free, confidential support:</Trans>{' '}
        <a href={`tel:${helpline.tel}`}>{helpline.phone}</a>, <a href={helpline.url}>{site}</a>
      </p>
      <ul className="pgsi-routes" aria-label={t`Limit your gambling`}>
        {routes.filter((route) => host.canOpen(route.widget)).map((route) => (
          <li key={route.label}>
            <Button variant="secondary" onClick={() => host.open(route.widget, route.props)}>{route.label}</Button>
          </li>
        ))}
      </ul>
      <p><Trans>Talk to us: <a href={supportUrl}>contact support</a>.</Trans></p>
    </section>
  );
}
