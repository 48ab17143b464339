import { useState, type ReactNode } from 'react';
import type { ProviderView } from '../../../adapters/contract.ts';
import { Button } from '../../../ui/button.tsx';
import { Notice, type NoticeData } from '../../../ui/notice.tsx';
import { WidgetFrame, type WidgetFrameProps } from '../../../ui/widget-frame.tsx';
import { useErrorNoticeLater, useHost } from '../host/index.ts';

export interface ProviderViewOfferProps {
  frame: WidgetFrameProps;
  view: ProviderView;
  title: string;
  label: ReactNode;
}

/**
 * What a widget whose own form the platform cannot serve shows (the provider framework signs players in through its
 * own views): one button that opens the provider's view, not an error.
 */
export function ProviderViewOffer({ frame, view, title, label }: ProviderViewOfferProps) {
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
