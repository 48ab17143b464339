import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getI18n, readyI18n } from '../../i18n/setup.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { WidgetFrame, type WidgetFrameProps } from '../../ui/widget-frame.tsx';
import { useValidatedForm } from '../toolkit/forms/index.ts';
import { loadCatalogPart, retryingImport, useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { rulesFor } from '../toolkit/jurisdiction/index.ts';
import type { BankIdSettings } from '../signin-oauth/index.ts';
import { SignedIn, usePlayer } from '../toolkit/player/index.ts';
import { ProviderViewOfferLater, useCompleteSignInLater, useProviderView } from '../toolkit/session/index.ts';
import { rememberedEmail, rememberEmail } from './remembered-email.ts';

export interface SignInWidgetProps extends CommonWidgetProps, BankIdSettings {}

// The bank-ID sign-in, a chunk of its own with its styles: a sign-in where the jurisdiction signs in with a
// password (every one but SGA) never downloads it.
// Its texts are a part of the catalog of their own, which it awaits (features/signin-oauth/signin-bank-id.tsx):
// started here beside the chunk.
const BankIdSignIn = lazy(() => retryingImport(() => import('../signin-oauth/index.ts')).then((oauth) => ({ default: oauth.SignInBankId })));

/** The password form, or the bank-ID sign-in where the jurisdiction's row says so (SGA). */
export function SignInWidget(props: SignInWidgetProps) {
  const host = useHost();
  const { i18n } = useLingui();
  if (!rulesFor(host.jurisdiction).bankIdSignIn) return <PasswordSignIn {...props} />;
  void getI18n(i18n.locale, 'bank-id').catch(() => undefined);
  // While it loads, the element still holds its space (a .loading element: elements/runtime/mount.tsx).
  return (
    <Suspense fallback={<div className="loading booting"><span className="spinner" aria-hidden="true" /></div>}>
      <BankIdSignIn {...props} />
    </Suspense>
  );
}

function PasswordSignIn(props: CommonWidgetProps) {
  const frame = useWidgetFrame(props);
  const { signedIn, profile } = usePlayer();
  const { t } = useLingui();
  // A platform that signs players in through its own view (the provider framework): one button that opens it.
  const providerView = useProviderView('passwordSignIn');
  if (signedIn) {
    return (
      <WidgetFrame {...frame} title={t`Signed in`}>
        <SignedIn name={profile?.firstName || profile?.email || ''} texts={LATER_TEXTS} />
      </WidgetFrame>
    );
  }
  // Not known yet (the provider framework's adapter is loading): neither the form nor the offer, or a click on a
  // Sign in that is about to be replaced would submit an empty form.
  if (providerView === null) return <WidgetFrame {...frame} title={t`Sign in`} busy />;
  return providerView ? <ProviderViewOfferLater frame={frame} view="sign-in" title={t`Sign in`} label={<Trans>Sign in</Trans>} /> : <SignInForm frame={frame} />;
}


// The texts the form's first render does not show (its rules', the signed-in view's): a part of the catalog of
// their own (scripts/split-catalogs.mjs LATER_PARTS), awaited with what shows them.
const LATER_TEXTS = 'signin-later';

// The form's rules and valibot: a chunk the form does not wait for. It shows without them, they load once it has
// painted (scripts/preload-manifest.mjs lists them apart) with their texts, and a submit in the moment before waits
// for them.
type Rules = typeof import('./signin-schema.ts');
let rulesLoading: Promise<Rules> | undefined;
const loadRules = (locale: string) =>
  Promise.all([(rulesLoading ??= retryingImport(() => import('./signin-schema.ts'))), loadCatalogPart(locale, LATER_TEXTS)]).then(([rules]) => rules);

function SignInForm({ frame }: { frame: WidgetFrameProps }) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const completeSignIn = useCompleteSignInLater();
  // The rules, once they and their texts in the form's language are here (a language shown later waits for its own,
  // and its arrival renders again: a copy, as the module is the same).
  const [rules, setRules] = useState<Rules | null>(null);
  useEffect(() => {
    let live = true;
    void loadRules(i18n.locale).then((loaded) => live && setRules({ ...loaded }));
    return () => {
      live = false;
    };
  }, [i18n.locale]);
  const ready = readyI18n(i18n.locale, LATER_TEXTS) && rules;
  const schema = useMemo(
    () => (ready ? ready.signInFormSchema(i18n) : () => loadRules(i18n.locale).then((loaded) => loaded.signInFormSchema(i18n))),
    [i18n, ready],
  );
  const form = useValidatedForm({
    schema,
    initial: () => {
      const email = rememberedEmail();
      return { email, password: '', remember: Boolean(email) };
    },
    draft: { key: 'signin', omit: ['password'] },
    submit: async ({ email, password, remember }) => {
      const platform = await host.getPlatform();
      // requireOperation's tables (every operation's error area) load only for a platform without a password sign-in.
      const signIn = platform.signIn?.bind(platform) ?? (await import('../../adapters/operations.ts')).requireOperation(platform, 'signIn');
      const signedIn = await signIn({ email, password });
      rememberEmail(remember ? email : null);
      await completeSignIn(signedIn);
    },
  });
  return (
    <WidgetFrame
      {...frame}
      title={t`Sign in`}
      notices={form.notice && <Notice {...form.notice} onClear={() => form.setNotice(null)} />}
    >
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} part="form" aria-busy={form.busy || undefined}>
      <TextField
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        {...form.field('email')}
      />
      <PasswordField label={t`Password`} autoComplete="current-password" required {...form.field('password')} />
      <div className="actions">
        <CheckboxField label={t`Remember me`} {...form.checkbox('remember')} />
        {/* Inline too (the spec hides it inline, but a player who forgot has no other way on): it opens the dialog. */}
        {host.canOpen('forgot-password') && (
          <Button variant="link" onClick={() => host.open('forgot-password')}>
            <Trans>Forgot password?</Trans>
          </Button>
        )}
      </div>
      <Button type="submit" busy={form.busy}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
    </WidgetFrame>
  );
}
