import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../../i18n/format.ts';
import { SUPPORT_PATH } from '../../i18n/support-path.ts';
import { Notice } from '../../ui/notice.tsx';
import { useHost } from '../toolkit/host/index.ts';
import type { DepositNotice } from './rules.ts';

/** Where a player manages their limits (spec 001 §2). */
export const LIMITS_PATH = '/menu/responsible-gaming';

export function DepositNoticeView({ notice, currency }: { notice: DepositNotice; currency: string }) {
  const host = useHost();
  switch (notice.kind) {
    case 'blocked':
      return (
        <Notice
          level="error"
          title={<Trans>Deposit blocked</Trans>}
          message={<Trans>You’re currently unable to make a deposit. If you have any questions, please contact support <a href={SUPPORT_PATH}>here</a>.</Trans>}
        />
      );
    case 'limit-reached':
      return (
        <Notice
          level="error"
          message={<><Trans>You have reached your limit.</Trans> <a href={LIMITS_PATH}><Trans>Your limits</Trans></a></>}
        />
      );
    case 'limit-warning': {
      const remainingAmount = formatMoney(notice.remainingAmount, notice.limit.currency || currency, host.locale);
      return <Notice level="warning" message={<Trans>You have {remainingAmount} left to deposit.</Trans>} />;
    }
  }
}
