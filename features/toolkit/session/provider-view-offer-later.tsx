import { lazy, Suspense } from 'react';
import { WidgetFrame } from '../../../ui/widget-frame.tsx';
import { retryingImport } from '../host/index.ts';
import type { ProviderViewOfferProps } from './provider-view-offer.tsx';

// The offer shows only where the platform signs players in through its own views (the provider framework): a
// chunk of its own there, so that a sign-in's first render elsewhere does not load it.
const Offer = lazy(() => retryingImport(() => import('./provider-view-offer.tsx')).then((module) => ({ default: module.ProviderViewOffer })));

/** ProviderViewOffer for a first render that rarely shows it: the frame busy while its chunk is on its way. */
export function ProviderViewOfferLater(props: ProviderViewOfferProps) {
  return (
    <Suspense fallback={<WidgetFrame {...props.frame} title={props.title} busy />}>
      <Offer {...props} />
    </Suspense>
  );
}
