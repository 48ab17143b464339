import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame, type WidgetFrameProps } from '../../ui/widget-frame.tsx';
import { ErrorText, errorKeyOf } from '../toolkit/host/index.ts';
import { useFailureNotice } from '../toolkit/query/index.ts';
import { useReferenceData } from './reference-data.ts';

// Apart from the wizard: what the sign-up, get-started and token sign-up widgets show before the wizard can
// render at all (its countries, currencies and calling codes not here yet, or not to be had).

/** The frame while the reference data loads, or its failure with Retry. */
/** The frame while the reference data loads, or its failure with Retry. */
export function ReferenceDataPending({ frame, title }: { frame: WidgetFrameProps; title: string }) {
  const reference = useReferenceData();
  const notice = useFailureNotice(reference);
  return (
    <WidgetFrame {...frame} title={title} busy={reference.status === 'loading'}>
      {reference.status === 'failed' ? (
        <div className="load-error">
          <Notice
            level="error"
            message={<><Trans>The sign-up form could not be loaded.</Trans> <ErrorText errorKey={notice ? errorKeyOf(reference.error) : null} /></>}
          />
          <div className="actions">
            <Button onClick={reference.reload}><Trans>Retry</Trans></Button>
          </div>
        </div>
      ) : (
        <p className="loading" role="status"><Trans>Loading…</Trans></p>
      )}
    </WidgetFrame>
  );
}
