import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { requireOperation } from '../../adapters/operations.ts';
import { Notice } from '../../ui/notice.tsx';
import type { BankIdSettings } from '../signin-oauth/index.ts';
import { retryingImport, withAdoptedStyles } from '../toolkit/host/index.ts';
import { usePlatformReading } from '../toolkit/query/index.ts';
import { identifySchema, NO_IDENTITY, type WizardValues } from './validation.ts';
import { useWizard } from './wizard-context.tsx';

/** `YYYY-MM-DD` → the wizard's year, month and day selects. */
function birthFields(date: string | undefined): Partial<WizardValues> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  return match ? { birthYear: String(Number(match[1])), birthMonth: String(Number(match[2])), birthDay: String(Number(match[3])) } : {};
}

// The bank-ID panel and its styles (the sign-in-oauth widget's parts) load with this step, which only a jurisdiction
// that identifies players at sign-up plans: the other sign-ups' first render does not fetch them.
const BankIdIdentify = lazy(() => retryingImport(() => import('../signin-oauth/index.ts')).then(({ BankIdPanel, useBankIdSignIn, BANK_ID_STYLES }) => {
  function BankIdIdentifyPanel({ settings }: { settings: BankIdSettings }) {
    const { form } = useWizard();
    // A player who already plays here is signed in: the wizard has nothing to add. Anyone else's token names them.
    const bankId = useBankIdSignIn(settings, async (signUpToken, identity, platform) => {
      const person = await requireOperation(platform, 'describeSignUpToken')(signUpToken);
      form.set({
        identityCode: identity.code,
        identityState: identity.state,
        identityRedirect: identity.redirectUrl,
        firstName: person.firstName,
        lastName: person.lastName,
        ...birthFields(person.dateOfBirth),
      });
    });
    return (
      <BankIdPanel
        bankId={bankId}
        startLabel={<Trans>Identify with BankID</Trans>}
        intro={<p><Trans>Identify yourself with the BankID app first: your name and date of birth come from it.</Trans></p>}
      />
    );
  }
  return { default: withAdoptedStyles(BankIdIdentifyPanel, BANK_ID_STYLES) };
}));

/**
 * The SGA wizard's first step: the person identifies with bank-ID (spec 000 §6, 002 §7.6). Their code's
 * sign-in tells who they are: a player already is signed in; anyone else's sign-up token prefills the names
 * and date of birth, and the code (kept in memory only) signs them up at the end (POST /player/signup/code).
 */
export function IdentifyStep() {
  const { form, bankId: settings } = useWizard();
  const { t } = useLingui();
  // A platform without bank-ID sign-in cannot identify anyone: the player is told so, not offered a button that cannot work.
  const offered = usePlatformReading(['oauth-sign-in'], (platform) => platform.capabilities.oauthSignIn);
  const { values } = form;
  const error = form.field('identityCode').error;
  if (values.identityCode) {
    const name = `${values.firstName} ${values.lastName}`.trim();
    return (
      <div className="identified" role="status">
        <p>{name ? <Trans>You are identified as <strong>{name}</strong>.</Trans> : <Trans>You are identified.</Trans>}</p>
        <p><Trans>Continue with your contact details.</Trans></p>
      </div>
    );
  }
  if (offered.status === 'loaded' && offered.data === false) {
    return (
      <Notice
        level="error"
        title={t`BankID is not available here`}
        message={t`Signing up here needs BankID, which this site does not offer yet. Please contact support to open an account.`}
      />
    );
  }
  return (
    <>
      {error && <Notice level="error" message={error} />}
      <Suspense fallback={<p className="loading" role="status"><Trans>Loading…</Trans></p>}>
        <BankIdIdentify settings={settings ?? {}} />
      </Suspense>
    </>
  );
}

export const IDENTIFY_STEP = { schema: identifySchema, Fields: IdentifyStep };
export { NO_IDENTITY };
