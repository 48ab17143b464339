import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame, type WidgetFrameProps } from '../../ui/widget-frame.tsx';
import { useFailureNotice, type Query } from '../toolkit/query/index.ts';
import { useReferenceData, type ReferenceData } from './reference-data.ts';

// Apart from the wizard: what the get-started and token sign-up widgets show before the wizard can render at all
// (its countries, currencies and calling codes not here yet, or not to be had). The sign-up's own wizard shows its
// first step meanwhile, with this failure where the calling code goes (steps.tsx).

/** The frame while the reference data loads, or its failure with Retry. */
export function ReferenceDataPending({ frame, title }: { frame: WidgetFrameProps; title: string }) {
  const reference = useReferenceData();
  return (
    <WidgetFrame {...frame} title={title} busy={reference.status === 'loading'}>
      <ReferenceDataWait reference={reference} />
    </WidgetFrame>
  );
}

/** The reference data loading ("Loading…"), or its failure with Retry. */
export function ReferenceDataWait({ reference }: { reference: Query<ReferenceData> }) {
  return reference.status === 'failed' ? <ReferenceDataFailure reference={reference} /> : <p className="loading" role="status"><Trans>Loading…</Trans></p>;
}

/** The reference data could not be loaded: why, and Retry. */
export function ReferenceDataFailure({ reference }: { reference: Query<ReferenceData> }) {
  const notice = useFailureNotice(reference);
  return (
    <div className="load-error">
      <Notice
        level="error"
        message={<><Trans>The sign-up form could not be loaded.</Trans>{notice && <> {notice.message}</>}</>}
      />
      <div className="actions">
        <Button onClick={reference.reload}><Trans>Retry</Trans></Button>
      </div>
    </div>
  );
}
