import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation, type HistoryKind, type Profile } from '../../adapters/contract.ts';
import { Paginator } from '../../ui/paginator.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { useHost } from '../toolkit/host/index.ts';
import { QueryFailure, usePlatformReading, useQuery } from '../toolkit/query/index.ts';
import {
  HISTORY_FROM, HISTORY_PAGE_SIZE, historyKindsFor, TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS, historyPaging, resolveHistoryKind,
} from './history-rules.ts';

export { HISTORY_STYLES } from './history-styles.ts';

/** History: the type select, the statistics header, 10 transactions a page from 2020-01-01. */
export function HistoryPanel({ profile }: { profile: Profile }) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const [kind, setKind] = useState<HistoryKind>('deposit');
  const [page, setPage] = useState(1);
  const kinds = historyKindsFor(usePlatformReading(['history-kinds'], (platform) => platform.capabilities).data);
  return (
    <div className="history">
      <Stats currency={profile.currency} />
      <SelectField
        label={t`Transaction type`}
        name="transaction-type"
        value={kind}
        options={kinds.map((row) => ({ value: row.kind, label: i18n._(row.label) }))}
        onChange={(event) => {
          setKind(resolveHistoryKind(event.target.value, kinds));
          setPage(1);
        }}
      />
      <Transactions key={kind} kind={kind} page={page} onPage={setPage} locale={host.locale} />
    </div>
  );
}

function Stats({ currency }: { currency: string }) {
  const host = useHost();
  const load = useQuery(['payment-stats'], (platform) => (hasOperation(platform, 'getPaymentStats') ? platform.getPaymentStats() : Promise.resolve(null)));
  if (!load.data || !currency) return null;
  const money = (amount: number) => formatMoney(amount, currency, host.locale);
  return (
    <dl className="stats" part="stats">
      {/* What the figure is, in words: a bare "Net -€17.00" says neither whose gain nor of what. */}
      <div><dt><Trans>Deposits minus withdrawals</Trans></dt><dd className="amount">{money(load.data.netGrossRevenue)}</dd></div>
      <div><dt><Trans>Total deposit</Trans></dt><dd>{money(load.data.totalDeposit)}</dd></div>
      <div><dt><Trans>Total withdraw</Trans></dt><dd>{money(load.data.totalWithdraw)}</dd></div>
    </dl>
  );
}

function Transactions({ kind, page, onPage, locale }: { kind: HistoryKind; page: number; onPage: (page: number) => void; locale: string }) {
  const { i18n, t } = useLingui();
  // Keyed by page: a late answer to an earlier page is never shown, and the last page stays while the next loads.
  const load = useQuery(
    ['history', kind, page],
    (platform) =>
      hasOperation(platform, 'getHistory')
        ? platform.getHistory({ kind, page, pageSize: HISTORY_PAGE_SIZE, from: HISTORY_FROM })
        : Promise.resolve({ transactions: [], totalPageCount: 1 }),
    { keepPrevious: true },
  );

  if (load.status === 'failed') {
    return <QueryFailure query={load} panel />;
  }
  if (!load.data) return <p className="loading" role="status"><Trans>Loading transactions…</Trans></p>;
  const paging = historyPaging(page, load.data);
  const rows = load.data.transactions;
  return (
    <div className="transactions-wrap" aria-busy={load.status === 'loading' || undefined}>
      {rows.length === 0 ? (
        <p className="empty"><Trans>No transactions</Trans></p>
      ) : (
        <ul className="transactions" part="transactions">
          {rows.map((row) => (
            <li key={row.id} className="transaction">
              <span className="transaction-type">{i18n._(TRANSACTION_TYPE_LABELS[row.transactionType])}</span>
              <span className="transaction-amount">
                {formatMoney(row.amount, row.currency, locale)} <span className="visually-hidden">{row.currency}</span>
              </span>
              <span className={`transaction-status status-${row.status}`}>{i18n._(TRANSACTION_STATUS_LABELS[row.status])}</span>
              <span className="transaction-method">{row.method}</span>
              <time className="transaction-date" dateTime={row.date}>{formatDateTime(row.date, locale)}</time>
            </li>
          ))}
        </ul>
      )}
      {(paging.hasPrevious || paging.hasNext) && (
        <Paginator
          page={page}
          hasNext={paging.hasNext}
          onPage={onPage}
          label={t`History pages`}
          previousLabel={<Trans>Previous</Trans>}
          nextLabel={<Trans>Next</Trans>}
          pageText={paging.totalPages !== undefined ? <Trans>Page {page} of {paging.totalPages}</Trans> : <Trans>Page {page}</Trans>}
        />
      )}
    </div>
  );
}
