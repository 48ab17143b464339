import { Trans } from '@lingui/react/macro';
import type { Platform } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import type { NoticeData } from '../../ui/notice.tsx';
import type { ErrorTexts, WidgetHost } from '../toolkit/host/index.ts';
import { findTakenContact } from './platform-calls.ts';
import type { WizardValues } from './wizard-values.ts';

/**
 * Continue on contact: the platform says whether the email or phone already has an account. True when the
 * wizard may go on; otherwise the notice says why (with Sign in instead, or Try again), set through `setNotice`.
 * Part of the wizard's submits (sign-up-submit.tsx), which its first render does not load.
 */
export function contactCheck({ host, errorTexts, values, retry, setNotice, onAccountExists }: {
  host: WidgetHost;
  errorTexts: () => Promise<ErrorTexts>;
  values: WizardValues;
  retry: () => void;
  setNotice: (notice: NoticeData | null) => void;
  onAccountExists?: 'notice' | 'error';
}): (platform: Platform) => Promise<boolean> {
  return async (platform) => {
    let taken;
    try {
      taken = await findTakenContact(platform, values);
    } catch (error) {
      // Unchecked is not free: the wizard stays, says what could not be done, and offers to try again.
      const shown = (await errorTexts()).notice(error);
      setNotice({
        level: 'error',
        message: (
          <>
            <Trans>We could not check whether this email address or phone number already has an account.</Trans>{' '}
            {shown.message}{' '}
            <Button variant="link" onClick={retry}><Trans>Try again</Trans></Button>
          </>
        ),
      });
      return false;
    }
    if (!taken) return true;
    host.emit('casino-account-exists', { field: taken });
    if (onAccountExists === 'error') {
      setNotice({ level: 'error', message: (await errorTexts()).text('sign-up.player-conflict') });
      return false;
    }
    setNotice({
      level: 'info',
      message: (
        <>
          {taken === 'email'
            ? <Trans>An account with this email address already exists.</Trans>
            : <Trans>An account with this phone number already exists.</Trans>}{' '}
          <Button variant="link" onClick={() => host.open('signin')}><Trans>Sign in instead</Trans></Button>
        </>
      ),
    });
    return false;
  };
}
