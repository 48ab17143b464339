import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { requireOperation } from '../../adapters/operations.ts';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { useQuery } from '../toolkit/query/index.ts';
import { ReferenceDataPending, SignUpWizard, useReferenceData } from '../signup/index.ts';
import { tokenSignUpFlow } from './token-flow.ts';

export interface SignUpTokenWidgetProps extends CommonWidgetProps {
  /** The sign-up token an OAuth (bank-ID) sign-in of a new player returned. */
  token?: string;
  bonusCode?: string;
  termsUrl?: string;
  privacyUrl?: string;
}

/** The short sign-up of a known person: contact, limits (at most the person's maximum), accept. */
export function SignUpTokenWidget(props: SignUpTokenWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const reference = useReferenceData();
  const token = props.token ?? '';
  const described = useQuery(['sign-up-token', token], async (platform) => {
    // The wizard submits with signUpWithToken: a platform without it cannot use the link either.
    requireOperation(platform, 'signUpWithToken');
    return requireOperation(platform, 'describeSignUpToken')(token);
  }, { enabled: token !== '', keepPrevious: true });
  const maximum = described.data?.maxDepositLimit;
  // One flow per token and ceiling: the wizard's step rules follow it.
  const flow = useMemo(() => tokenSignUpFlow(token, maximum), [token, maximum]);

  // Once described, the wizard stays: a sign-up's own sign-in asks again, and a used token is refused then.
  if (!token || (described.status === 'failed' && !described.data)) {
    return (
      <WidgetFrame {...frame} title={t`Sign up`}>
        <div className="load-error">
          <Notice level="error" message={<Trans>This sign-up link cannot be used. Please sign in again to get a new one.</Trans>} />
        </div>
      </WidgetFrame>
    );
  }
  const data = reference.data;
  const info = described.data;
  if (!data || !info) return <ReferenceDataPending frame={frame} title={t`Sign up`} />;

  const country = data.countries.find((entry) => entry.code === info.country) ?? (data.countries.length === 1 ? data.countries[0] : undefined);
  return (
    <SignUpWizard
      {...props}
      frame={frame}
      title={t`Sign up`}
      intro={info.firstName && <p className="greeting"><Trans>Welcome, {info.firstName}! A few more details and you are ready to play.</Trans></p>}
      noActivation
      data={data}
      draftKey={`signup-token.${host.jurisdiction}`}
      flow={flow}
      prefill={{
        firstName: info.firstName,
        lastName: info.lastName,
        ...(country ? { country: country.code, currency: country.currency || 'USD' } : {}),
      }}
    />
  );
}
