import { useMemo } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Profile } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { issuesByField, useValidatedForm, type FieldErrors } from '../toolkit/forms/index.ts';
import { useHost } from '../toolkit/host/index.ts';
import { profileRulesFor } from '../toolkit/jurisdiction/index.ts';
import {
  EDITABLE, changedFields, profileFieldStates, profileSchema, profileUpdate, profileValues, type ProfileField, type ProfileValues,
} from './profile-rules.ts';

// A type literal (not the interface) so it fits the form's value record.
type Values = { [K in keyof ProfileValues]: string } & { password: string };

/** Edit profile (spec 000 section 5): fields per jurisdiction and locks; Update only when changed and valid. */
export function ProfilePanel({ profile }: { profile: Profile }) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const states = useMemo(() => profileFieldStates(profileRulesFor(host.jurisdiction), profile), [host.jurisdiction, profile]);
  const schema = useMemo(() => profileSchema(i18n, states), [i18n, states]);
  const original = useMemo(() => profileValues(profile), [profile]);
  const form = useValidatedForm<Values>({
    schema,
    initial: () => ({ ...original, password: '' }),
    draft: { key: `profile.${profile.userId}`, omit: ['password'] },
    // The profile is read again everywhere (the account's and every other element's).
    invalidates: ['profile'],
    submit: async (output, api) => {
      const platform = await host.getPlatform();
      const sent = changedFields(output, original, states);
      await requireOperation(platform, 'updateProfile')(profileUpdate(output, sent, output.password));
      api.reset({ ...output, password: '' });
      api.setNotice({ level: 'success', message: t`Profile updated` });
    },
  });
  const values = form.values;

  const changed = changedFields(values, original, states);
  const result = v.safeParse(schema, values);
  const canUpdate = changed.length > 0 && result.success;
  // Update stays disabled while a value is invalid, so the errors show as soon as the player edits.
  const edited = values.password !== '' || EDITABLE.some((name) => values[name] !== original[name]);
  const errors: FieldErrors<Values> = { ...(edited && !result.success ? issuesByField<Values>(result.issues) : {}), ...form.errors };

  const field = (name: ProfileField & keyof ProfileValues, label: string, autoComplete: string, extra: { type?: string; inputMode?: 'email' | 'tel' } = {}) => (
    <TextField
      label={label}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      autoComplete={autoComplete}
      readOnly={states[name].readOnly}
      disabled={states[name].disabled}
      required={states[name].required}
      {...form.field(name)}
      error={errors[name]}
    />
  );
  const fixed = (name: ProfileField, label: string, value: string, autoComplete: string) => (
    <TextField label={label} name={name} type="text" autoComplete={autoComplete} readOnly value={value} />
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} part="form" aria-busy={form.busy || undefined} className="profile">
      {field('email', t`Email`, 'email', { type: 'email', inputMode: 'email' })}
      <div className="field-row">
        {fixed('firstName', t`First name`, profile.firstName, 'given-name')}
        {fixed('lastName', t`Last name`, profile.lastName, 'family-name')}
      </div>
      {field('address', t`Address`, 'street-address')}
      <div className="field-row">
        {field('city', t`City`, 'address-level2')}
        {field('zip', t`Zip code`, 'postal-code')}
      </div>
      {field('phone', t`Phone`, 'tel', { type: 'tel', inputMode: 'tel' })}
      <div className="field-row">
        {fixed('country', t`Country`, countryName(profile.country, i18n.locale), 'country-name')}
        {fixed('currency', t`Currency`, profile.currency, 'off')}
      </div>
      {!states.password.readOnly && (
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          hint={t`Enter your password to save the changes.`}
          disabled={states.password.disabled}
          required={states.password.required}
          {...form.field('password')}
          error={errors.password}
        />
      )}
      {form.notice && <Notice {...form.notice} onClear={() => form.setNotice(null)} />}
      <Button type="submit" busy={form.busy} disabled={!canUpdate}>
        <Trans>Update</Trans>
      </Button>
    </form>
  );
}

/** The country's name in the widget's language ("Malta", not "MT"); the code where the browser has no name. */
export function countryName(code: string, locale: string): string {
  if (!code) return code;
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
