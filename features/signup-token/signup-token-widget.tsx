import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SignUpTokenInfo } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { ErrorText, errorKeyOf, useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { SignUpWizard, TOKEN_SIGN_UP_STEPS, useReferenceData } from '../signup/index.ts';

export interface SignUpTokenWidgetProps extends CommonWidgetProps {
  /** The sign-up token an OAuth (bank-ID) sign-in of a new player returned. */
  token?: string;
  bonusCode?: string;
  termsUrl?: string;
  privacyUrl?: string;
}

type TokenState = { status: 'loading' } | { status: 'ready'; info: SignUpTokenInfo } | { status: 'error'; error: unknown };

/** The short sign-up of a known person: contact, limits (at most the person's maximum), accept. */
export function SignUpTokenWidget(props: SignUpTokenWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const reference = useReferenceData();
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [clearDraft, setClearDraft] = useState<(() => void) | null>(null);
  const [token, setToken] = useState<TokenState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setToken({ status: 'loading' });
    void (async () => {
      try {
        if (!props.token) throw new Error('No sign-up token was given.');
        const platform = await host.getPlatform();
        if (!platform.describeSignUpToken || !platform.signUpWithToken) throw new Error('This platform has no token sign-up.');
        const info = await platform.describeSignUpToken(props.token);
        if (live) setToken({ status: 'ready', info });
      } catch (error) {
        if (live) setToken({ status: 'error', error });
      }
    })();
    return () => { live = false; };
  }, [host, props.token]);

  const state = reference.state.status === 'ready' && token.status === 'ready'
    ? { status: 'ready' as const, data: reference.state.data, info: token.info }
    : reference.state.status === 'error' ? reference.state : token.status === 'error' ? token : { status: 'loading' as const };

  const country = state.status === 'ready'
    ? state.data.countries.find((entry) => entry.code === state.info.country) ?? (state.data.countries.length === 1 ? state.data.countries[0] : undefined)
    : undefined;

  return (
    <WidgetFrame
      {...frame}
      onClose={() => {
        clearDraft?.();
        frame.onClose?.();
      }}
      title={t`Sign up`}
      busy={state.status === 'loading'}
      notices={notice && <Notice {...notice} onClear={() => setNotice(null)} />}
    >
      {state.status === 'loading' && <p className="loading" role="status"><Trans>Loading…</Trans></p>}
      {state.status === 'error' && (
        <div className="load-error">
          <Notice
            level="error"
            message={token.status === 'error'
              ? <Trans>This sign-up link cannot be used. Please sign in again to get a new one.</Trans>
              : <><Trans>The sign-up form could not be loaded.</Trans> <ErrorText errorKey={errorKeyOf(state.error)} /></>}
          />
          {token.status !== 'error' && <div className="actions"><Button onClick={reference.retry}><Trans>Retry</Trans></Button></div>}
        </div>
      )}
      {state.status === 'ready' && (
        <>
          {state.info.firstName && <p className="greeting"><Trans>Welcome, {state.info.firstName}! A few more details and you are ready to play.</Trans></p>}
          <SignUpWizard
            {...props}
            noActivation
            data={state.data}
            setNotice={setNotice}
            exposeClear={(clear) => setClearDraft(() => clear)}
            draftKey={`signup-token.${host.jurisdiction}`}
            steps={TOKEN_SIGN_UP_STEPS}
            token={props.token}
            confirmPassword
            personalMaximum={state.info.maxDepositLimit}
            prefill={{
              firstName: state.info.firstName,
              lastName: state.info.lastName,
              ...(country ? { country: country.code, currency: country.currency || 'USD' } : {}),
            }}
          />
        </>
      )}
    </WidgetFrame>
  );
}
