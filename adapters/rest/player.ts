import * as v from 'valibot';
import { type ErrorArea, type Profile, type ProfileLocks, isPlatformError } from '../contract.ts';
import type { RestContext } from './context.ts';
import { GENDERS_FROM_PROVIDER, JURISDICTIONS_FROM_PROVIDER, lookup } from './mappings.ts';
import { flag, id, optionalVersion, text } from './scalars.ts';

/** GET /player/user-info: PlayerInfo (shared/reference/rest-platform.md), the fields we use. */
export const PlayerInfo = v.object({
  Id: id,
  IsVerified: flag,
  BirthDate: text,
  Email: text,
  FirstName: text,
  LastName: text,
  Address1: text,
  City: text,
  Zip: text,
  Country: text,
  PhoneNumber: text,
  MobilePhoneNumber: text,
  Language: text,
  Gender: text,
  Currency: text,
  Jurisdiction: text,
  // A string in the public client, a number in the sandbox: both, and null or missing when none was accepted.
  TacVersionAccepted: optionalVersion,
  // Not in the public client: the names of the PlayerInfo fields the operator locked (spec 002 §3.4, "disabled
  // flags per field"), which an operator's backend adds the way it adds a bonus's Html. Missing: none locked.
  LockedFields: v.nullish(v.array(text)),
});
export type PlayerInfo = v.InferOutput<typeof PlayerInfo>;

/** GET /player-groups: the names of the player's groups (string[]); blanks dropped, each once. */
const PlayerGroupsAnswer = v.nullish(v.array(text));

export async function getPlayerGroups(rest: RestContext, area: ErrorArea, session: true | string = true): Promise<string[]> {
  const groups = await rest.http.json({ method: 'GET', operation: 'getProfile', path: '/player-groups', area, session }, PlayerGroupsAnswer);
  return [...new Set((groups ?? []).map((group) => group?.trim() ?? '').filter(Boolean))];
}

/** The PlayerInfo field names a lock names → the profile's lockable fields. */
const LOCKABLE_FIELDS = {
  email: 'email',
  firstname: 'names',
  lastname: 'names',
  birthdate: 'dateOfBirth',
  country: 'country',
  currency: 'currency',
} as const satisfies Record<string, keyof ProfileLocks>;

/** `LockedFields` → the per-field locks; names are read without letter case, unknown ones ignored. */
export function toProfileLocks(names: readonly (string | null | undefined)[] | null | undefined): ProfileLocks {
  const locks: ProfileLocks = { email: false, names: false, dateOfBirth: false, country: false, currency: false };
  for (const name of names ?? []) {
    const field = lookup(LOCKABLE_FIELDS, name?.trim().toLowerCase());
    if (field) locks[field] = true;
  }
  return locks;
}

/** PlayerInfo (and GET /player-groups) → Profile. */
export function toProfile(info: PlayerInfo, sessionId: string, playerGroups: readonly string[] = []): Profile {
  const gender = lookup(GENDERS_FROM_PROVIDER, info.Gender);
  const jurisdiction = lookup(JURISDICTIONS_FROM_PROVIDER, info.Jurisdiction?.toUpperCase());
  return {
    userId: String(info.Id),
    sessionId,
    email: info.Email ?? '',
    firstName: info.FirstName ?? '',
    lastName: info.LastName ?? '',
    // The platform may send a date-time; the domain's date of birth is the date alone.
    dateOfBirth: /^\d{4}-\d{2}-\d{2}/.exec(info.BirthDate ?? '')?.[0] ?? '',
    address: info.Address1 ?? '',
    city: info.City ?? '',
    zip: info.Zip ?? '',
    // PlayerInfo holds the phone as one international number, with no separate calling code.
    callingCode: '',
    phone: info.MobilePhoneNumber || info.PhoneNumber || '',
    country: info.Country ?? '',
    language: info.Language ?? '',
    currency: info.Currency ?? '',
    ...(gender ? { gender } : {}),
    title: '',
    isActivated: info.IsVerified,
    // Which fields are read-only is the jurisdiction's rule (the profile feature), plus the operator's locks.
    disabled: false,
    disabledFields: toProfileLocks(info.LockedFields),
    // Groups are a call of their own (GET /player-groups), not part of PlayerInfo.
    playerGroups,
    ...(jurisdiction ? { jurisdiction } : {}),
    ...(info.TacVersionAccepted != null ? { acceptedTermsVersion: info.TacVersionAccepted } : {}),
  };
}

export function rememberCurrency(rest: RestContext, sessionId: string, info: PlayerInfo): void {
  rest.playerCurrency = info.Currency ? { sessionId, currency: info.Currency, userId: String(info.Id) } : null;
}

/** Signs out; the local session goes whatever the platform answers (a dead one lapses there). */
export async function signOut(rest: RestContext): Promise<void> {
  const sessionId = rest.context.session.get();
  if (!sessionId) return;
  try {
    await rest.http.send({ method: 'POST', operation: 'signOut', path: '/player/signout', area: 'sign-out', session: sessionId });
  } catch (error) {
    // The player asked to leave and has left this page; a platform that could not hear it has
    // nothing the player can act on, so only unexpected failures (bugs) surface.
    if (!isPlatformError(error)) throw error;
  } finally {
    if (rest.context.session.get() === sessionId) rest.context.session.set(null);
    rest.playerCurrency = null;
    rest.playerRead = null;
  }
}

export async function fetchPlayerInfo(rest: RestContext): Promise<{ info: PlayerInfo; sessionId: string }> {
  // Read before the call: the profile names the session it was read with.
  const sessionId = rest.context.session.get() ?? '';
  const result = rest.http.json({ method: 'GET', operation: 'getProfile', path: '/player/user-info', area: 'player', session: true }, PlayerInfo);
  const read = { sessionId, result };
  rest.playerRead = read;
  try {
    const info = await result;
    rememberCurrency(rest, sessionId, info);
    return { info, sessionId };
  } finally {
    if (rest.playerRead === read) rest.playerRead = null;
  }
}

/**
 * The player's id and currency in this session, which do not change within it: as read already, or from the
 * read on its way (the page's first reads start one, and the balance and the cashier's set-up ask at the same
 * moment), or read now. One user-info request where there were three.
 */
export async function playerIdentity(rest: RestContext): Promise<{ sessionId: string; userId: string; currency: string }> {
  const sessionId = rest.context.session.get() ?? '';
  const known = rest.playerCurrency;
  if (known && known.sessionId === sessionId) return known;
  const info = rest.playerRead?.sessionId === sessionId ? await rest.playerRead.result : (await fetchPlayerInfo(rest)).info;
  return { sessionId, userId: String(info.Id), currency: info.Currency ?? '' };
}

export async function getProfile(rest: RestContext): Promise<Profile> {
  const [{ info, sessionId }, groups] = await Promise.all([fetchPlayerInfo(rest), getPlayerGroups(rest, 'player')]);
  return toProfile(info, sessionId, groups);
}

/** GET /player/update-player-tac: a write over GET, so never retried (the retry policy goes by the operation). */
export async function acceptTerms(rest: RestContext, version: number): Promise<void> {
  await rest.http.send({
    method: 'GET',
    operation: 'acceptTerms',
    path: '/player/update-player-tac',
    area: 'terms',
    query: { tacVersionAccepted: version },
    session: true,
  });
}
