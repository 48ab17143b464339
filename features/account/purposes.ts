// The purposes the account may be opened for (its `purpose` attribute, set by the platform's display pages): their
// names alone, which every render of the account checks. What each says and does (./purpose.tsx) is a chunk the
// account loads only when the attribute names one: its first render for a player who opened it does not carry it.
export const ACCOUNT_PURPOSES = ['deposit-limits', 'verify-identity'] as const;

export type AccountPurpose = (typeof ACCOUNT_PURPOSES)[number];

export function accountPurpose(value: string | undefined): AccountPurpose | null {
  return value !== undefined && (ACCOUNT_PURPOSES as readonly string[]).includes(value) ? (value as AccountPurpose) : null;
}
