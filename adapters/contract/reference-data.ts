// Part of the platform contract (adapters/contract.ts, its one entry): reference data that several areas name
// (sign-up's lists, the account's amounts).

export interface Currency {
  /** ISO 4217 code, for example `EUR`. */
  code: string;
}

export interface CallingCode {
  /** With the plus, for example `+46`. */
  code: string;
}

export interface Country {
  /** ISO 3166-1 alpha-2 code, for example `SE`. */
  code: string;
  name: string;
  nationality: string;
  /** The currency a player of this country gets by default. */
  currency: string;
  phonePrefix: string;
}
