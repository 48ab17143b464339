import { useLingui } from '@lingui/react/macro';
import { hasOperation } from '../../adapters/contract.ts';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { usePlatformReading } from '../toolkit/query/index.ts';
import { SubscriptionsPanel } from './subscriptions-panel.tsx';

/**
 * The subscriptions on their own; an anonymous visitor is asked to sign in first. A platform that keeps no
 * subscriptions (its `subscriptions` capability off, as on the provider framework) gets no form whose Update
 * could only fail: the element says so instead.
 */
export function SubscriptionsWidget(props: CommonWidgetProps) {
  const frame = useWidgetFrame(props);
  const { t } = useLingui();
  const { signedIn } = usePlayer();
  const served = usePlatformReading(['subscriptions'], (platform) => platform.capabilities.subscriptions && hasOperation(platform, 'updateSubscriptions'));
  return (
    <WidgetFrame {...frame} title={t`Subscriptions`}>
      {served.status === 'loaded' && !served.data ? <p>{t`This is not available on this site.`}</p> : signedIn ? <SubscriptionsPanel /> : <p>{t`Sign in to manage your subscriptions.`}</p>}
    </WidgetFrame>
  );
}
