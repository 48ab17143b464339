import * as v from 'valibot';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Profile, ProfileUpdate } from '../../adapters/contract.ts';
import { emailSchema } from '../toolkit/forms/index.ts';
import type { ProfileField, ProfileRules } from '../toolkit/jurisdiction/index.ts';

export type { ProfileField };

export interface FieldState {
  /** Shown, focusable, not editable (a jurisdiction rule or a lock from the platform). */
  readOnly: boolean;
  /** Not usable at all: the whole profile is disabled (phone and password, spec 000 section 5). */
  disabled: boolean;
  required: boolean;
}

export const PROFILE_FIELDS: readonly ProfileField[] = ['email', 'firstName', 'lastName', 'address', 'city', 'zip', 'phone', 'country', 'currency', 'password'];

/** What the player can do with each field: the jurisdiction's rules, then the platform's locks. */
export function profileFieldStates(rules: ProfileRules, profile: Pick<Profile, 'disabled' | 'disabledFields'>): Record<ProfileField, FieldState> {
  const locks = profile.disabledFields;
  const locked: Partial<Record<ProfileField, boolean>> = {
    email: locks.email,
    firstName: locks.names,
    lastName: locks.names,
    country: locks.country,
    currency: locks.currency,
  };
  const states = {} as Record<ProfileField, FieldState>;
  for (const field of PROFILE_FIELDS) {
    const readOnly = rules.readOnly.includes(field) || Boolean(locked[field]);
    const disabled = profile.disabled && (field === 'phone' || field === 'password');
    states[field] = { readOnly, disabled, required: !readOnly && !disabled && !rules.optional.includes(field) };
  }
  return states;
}

/** The values the form edits (never the password: that is kept apart and never stored). */
export interface ProfileValues {
  email: string;
  address: string;
  city: string;
  zip: string;
  phone: string;
}

export const EDITABLE: readonly (keyof ProfileValues)[] = ['email', 'address', 'city', 'zip', 'phone'];

export function profileValues(profile: Profile): ProfileValues {
  return { email: profile.email, address: profile.address, city: profile.city, zip: profile.zip, phone: `${profile.callingCode}${profile.phone}` };
}

/** The fields the player may change and did change. */
export function changedFields(values: ProfileValues, original: ProfileValues, states: Record<ProfileField, FieldState>): (keyof ProfileValues)[] {
  return EDITABLE.filter((field) => !states[field].readOnly && !states[field].disabled && values[field].trim() !== original[field].trim());
}

export const PHONE_PATTERN = /^\+?\d{8,17}$/;
/** No digits and none of the special characters the spec forbids in names and places. */
export const CITY_PATTERN = /^[^\d+=?!@%&()[\]{}$€£#/\\]+$/u;

/** The profile's validation (spec 000 section 5), for the fields the player can edit. */
export function profileSchema(i18n: I18n, states: Record<ProfileField, FieldState>) {
  const invalid = i18n._(msg`Invalid format`);
  const text = (field: ProfileField, required: MessageDescriptor, format?: { test: (value: string) => boolean; message: string }) => {
    const editable = !states[field].readOnly && !states[field].disabled;
    return v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => !editable || !states[field].required || value !== '', i18n._(required)),
      v.check((value) => !editable || !format || value === '' || format.test(value), format?.message ?? invalid),
    );
  };
  return v.object({
    // The one email rule, where the player may change the address.
    email: !states.email.readOnly && !states.email.disabled && states.email.required ? emailSchema(i18n) : text('email', msg`Enter your email address`),
    address: text('address', msg`Enter your address`),
    // What is allowed, not "Invalid format" (WCAG 3.3.3): docs/error-texts.md.
    city: text('city', msg`Enter your city`, { test: (value) => CITY_PATTERN.test(value), message: i18n._(msg`Use letters, spaces, hyphens and apostrophes only: no digits or symbols.`) }),
    zip: text('zip', msg`Enter your zip code`),
    phone: text('phone', msg`Enter your phone number`, { test: (value) => PHONE_PATTERN.test(value), message: i18n._(msg`Enter 8 to 17 digits, with an optional + at the start.`) }),
    password: text('password', msg`Please enter your password`),
  });
}

/** What is sent: the changed fields, and the password that confirms them. */
export function profileUpdate(values: ProfileValues, changed: readonly (keyof ProfileValues)[], password: string): ProfileUpdate {
  const update: ProfileUpdate = {};
  for (const field of changed) update[field] = values[field].trim();
  if (password) update.password = password;
  return update;
}
