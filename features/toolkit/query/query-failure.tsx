import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useFailureNotice } from './failure-notice.ts';
import type { Query } from './query.ts';

/**
 * A failed read: the catalogue's notice (once) and Try again, the way on. `panel` is a tab's layout (a
 * secondary button under the notice); otherwise a widget's (the button in the actions row). `quiet` leaves the
 * notice to the caller (a widget that shows it in its frame).
 */
export function QueryFailure({ query, panel = false, quiet = false }: { query: Pick<Query<unknown>, 'status' | 'error' | 'reload'>; panel?: boolean; quiet?: boolean }) {
  const notice = useFailureNotice(query);
  const shown = !quiet && notice && <Notice {...notice} />;
  return panel ? (
    <div className="panel-state">
      {shown}
      <Button variant="secondary" onClick={query.reload}><Trans>Try again</Trans></Button>
    </div>
  ) : (
    <>
      {shown}
      <div className="actions"><Button onClick={query.reload}><Trans>Try again</Trans></Button></div>
    </>
  );
}
