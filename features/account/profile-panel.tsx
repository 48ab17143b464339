import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useOnce } from '../async/index.ts';
import { issuesByField, useSessionDraft, type FieldErrors } from '../forms/index.ts';
import { useErrorNotice, useHost } from '../host/index.ts';
import { profileRulesFor } from '../jurisdiction/index.ts';
import { profileAtom } from '../player/index.ts';
import {
  changedFields, profileFieldStates, profileSchema, profileUpdate, profileValues, type ProfileField, type ProfileValues,
} from './profile-rules.ts';

type Errors = FieldErrors<ProfileValues & { password: string }>;

/** Edit profile (spec 000 section 5): fields per jurisdiction and locks; Update only when changed and valid. */
export function ProfilePanel({ profile }: { profile: Profile }) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const toNotice = useErrorNotice();
  const setProfile = useSetAtom(profileAtom);
  const states = useMemo(() => profileFieldStates(profileRulesFor(host.jurisdiction), profile), [host.jurisdiction, profile]);
  const schema = useMemo(() => profileSchema(i18n, states), [i18n, states]);
  const original = useMemo(() => profileValues(profile), [profile]);
  const [values, setValues, clearDraft] = useSessionDraft<ProfileValues>(`profile.${profile.userId}`, () => original);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [busy, once] = useOnce();
  const form = useRef<HTMLFormElement>(null);

  const changed = changedFields(values, original, states);
  const result = v.safeParse(schema, { ...values, password });
  const canUpdate = changed.length > 0 && result.success;

  const show = (next: ProfileValues, nextPassword: string) => {
    const check = v.safeParse(schema, { ...next, password: nextPassword });
    setErrors(check.success ? {} : issuesByField<ProfileValues & { password: string }>(check.issues));
  };
  const update = (field: keyof ProfileValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    show(next, password);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show(values, password);
    if (!canUpdate) {
      form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
      return;
    }
    void once(async () => {
      setNotice(null);
      try {
        const platform = await host.getPlatform();
        if (!platform.updateProfile) throw new Error('This platform cannot update the profile');
        await platform.updateProfile(profileUpdate(values, changed, password));
        setPassword('');
        clearDraft();
        const fresh = await platform.getProfile();
        setProfile(fresh);
        setValues(profileValues(fresh));
        setNotice({ level: 'success', message: t`Profile updated` });
      } catch (error) {
        setNotice(toNotice(error));
      }
    });
  };

  const field = (name: ProfileField & keyof ProfileValues, label: string, autoComplete: string, extra: { type?: string; inputMode?: 'email' | 'tel' } = {}) => (
    <TextField
      label={label}
      name={name}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      autoComplete={autoComplete}
      readOnly={states[name].readOnly}
      disabled={states[name].disabled}
      required={states[name].required}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => update(name, event.target.value)}
    />
  );
  const fixed = (name: ProfileField, label: string, value: string, autoComplete: string) => (
    <TextField label={label} name={name} type="text" autoComplete={autoComplete} readOnly value={value} />
  );

  return (
    <form ref={form} noValidate onSubmit={onSubmit} part="form" aria-busy={busy || undefined} className="profile">
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
        {fixed('country', t`Country`, profile.country, 'country')}
        {fixed('currency', t`Currency`, profile.currency, 'off')}
      </div>
      {!states.password.readOnly && (
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          hint={t`Enter your password to save the changes.`}
          disabled={states.password.disabled}
          required={states.password.required}
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            show(values, event.target.value);
          }}
        />
      )}
      {notice && <Notice {...notice} onClear={() => setNotice(null)} />}
      <Button type="submit" busy={busy} disabled={!canUpdate}>
        <Trans>Update</Trans>
      </Button>
    </form>
  );
}
