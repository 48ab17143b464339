import { useState, type ReactNode } from 'react';
import { OPENS_OWN_VIEWS, type Platform, type ProviderView } from '../../../adapters/contract.ts';
import { Button } from '../../../ui/button.tsx';
import { Notice, type NoticeData } from '../../../ui/notice.tsx';
import { WidgetFrame, type WidgetFrameProps } from '../../../ui/widget-frame.tsx';
import { useErrorNoticeLater, useHost } from '../host/index.ts';
import { useQuery } from '../query/index.ts';

/** Whether the page's platform opens its own view instead of this widget's form: null while that is not known yet. */
export function useProviderView(served: 'passwordSignIn' | 'signUp' | 'cashier' | 'profileEditing'): boolean | null {
  const host = useHost();
  // Only a platform known to open its own views loads its adapter to ask (OPENS_OWN_VIEWS).
  const possible = Object.hasOwn(OPENS_OWN_VIEWS, host.platformName ?? '') && OPENS_OWN_VIEWS[host.platformName as keyof typeof OPENS_OWN_VIEWS];
  const read = (platform: Platform) => platform.capabilities.providerViews && typeof platform.openProviderView === 'function' && platform.capabilities[served] !== true;
  const reading = useQuery(['capabilities', 'provider-view', served], (platform) => Promise.resolve(read(platform)), { enabled: possible });
  if (!possible) return false;
  const atHand = host.platformAtHand();
  if (atHand) return read(atHand);
  return reading.status === 'loaded' ? reading.data === true : reading.status === 'failed' ? false : null;
}

/**
 * What a widget whose own form the platform cannot serve shows (the provider framework signs players in through its
 * own views): one button that opens the provider's view, not an error.
 */
export function ProviderViewOffer({ frame, view, title, label }: { frame: WidgetFrameProps; view: ProviderView; title: string; label: ReactNode }) {
  const host = useHost();
  const toNotice = useErrorNoticeLater();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<NoticeData | null>(null);
  return (
    <WidgetFrame {...frame} title={title} notices={failure && <Notice {...failure} onClear={() => setFailure(null)} />}>
      <Button
        busy={busy}
        onClick={() => {
          setBusy(true);
          setFailure(null);
          void host
            .getPlatform()
            // requireOperation's tables load only for a platform without the view (adapters/operations.ts).
            .then((platform) => platform.openProviderView?.(view) ?? import('../../../adapters/operations.ts').then(({ requireOperation }) => requireOperation(platform, 'openProviderView')(view)))
            .catch((error: unknown) => toNotice().then((notice) => setFailure(notice(error))))
            .finally(() => setBusy(false));
        }}
      >
        {label}
      </Button>
    </WidgetFrame>
  );
}
