// The sandbox identity provider's people: whom a bank-ID approval can name. The README and docs/sandbox.md
// list the person numbers: keep all three in step.
import type { TokenPerson } from '../sign-up-seed.ts';

/** Sara Lindqvist, who already plays (sga@example.com): approving as her signs her in. */
export const KNOWN_PERSON_NUMBER = '198709302387';
/** The seeded player that person number belongs to. */
export const KNOWN_PERSON_PLAYER_ID = 1002;
/** Sven Holm, who plays here too (sga-limits@example.com, the mandatory Swedish deposit limits). */
export const SGA_LIMITS_PERSON_NUMBER = '198906152312';
/** The seeded player (RG_PLAYER_IDS.sgaLimits) that person number belongs to. */
export const SGA_LIMITS_PERSON_PLAYER_ID = 1302;
/** A person the platform does not know yet: approving as her gives a sign-up token (and allows a sign-up by code). */
export const UNKNOWN_PERSON_NUMBER = '199205174064';

/** What the national register tells about each person number the provider can identify. */
export const PERSON_REGISTER: Readonly<Record<string, TokenPerson>> = {
  [KNOWN_PERSON_NUMBER]: {
    firstName: 'Sara',
    lastName: 'Lindqvist',
    birthDate: '1987-09-30',
    address1: 'Drottninggatan 5',
    city: 'Stockholm',
    zip: '111 51',
    country: 'SE',
    jurisdiction: 'SGA',
    maxDepositLimit: { day: 1000, week: 5000, month: 20_000 },
  },
  [SGA_LIMITS_PERSON_NUMBER]: {
    firstName: 'Sven',
    lastName: 'Holm',
    birthDate: '1989-06-15',
    address1: 'Avenyn 10',
    city: 'Göteborg',
    zip: '411 36',
    country: 'SE',
    jurisdiction: 'SGA',
    maxDepositLimit: { day: 1000, week: 5000, month: 20_000 },
  },
  [UNKNOWN_PERSON_NUMBER]: {
    firstName: 'Astrid',
    lastName: 'Holm',
    birthDate: '1992-05-17',
    address1: 'Vasagatan 3',
    city: 'Uppsala',
    zip: '753 10',
    country: 'SE',
    jurisdiction: 'SGA',
    maxDepositLimit: { day: 2000, week: 10_000, month: 40_000 },
  },
};

/** A Swedish person number: 12 digits (YYYYMMDDNNNC) whose last is the Luhn check digit of the ten before it. */
export function isPersonNumber(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const ten = value.slice(2);
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    let digit = Number(ten[index]) * (index % 2 === 0 ? 2 : 1);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(ten[9]);
}
