// The sandbox's sign-up world: reference data, the fixed codes, the seeded sign-up token and the people
// its OTP and token sign-ups "know". The README and docs/sandbox.md list the codes: keep all three in step.

/** Every one-time SMS code the sandbox sends is this one. */
export const SANDBOX_OTP = '1234';
/** Every activation code the sandbox sends (by email or SMS) is this one. */
export const SANDBOX_ACTIVATION_CODE = '123456';
/** A phone the national register does not know: the OTP sign-in answers PlayerNotFound. */
export const UNKNOWN_PERSON_PHONE = '+46700000404';
/** Email domains the platform refuses (InvalidEmailDomain). */
export const BLOCKED_EMAIL_DOMAINS = ['mailinator.com', 'blocked-domain.example'];
/** IP countries from which sign-up is refused (RegionBlocked): set one with POST /__sandbox/ip-country. */
export const REGION_BLOCKED_COUNTRIES = ['US', 'FR'];

export interface SandboxCountry {
  Code: string;
  Name: string;
  Nationality: string;
  Currency: string;
  PhonePrefix: string;
  /** The platform jurisdictions that accept players from it. */
  jurisdictions: readonly string[];
}

export const COUNTRIES: readonly SandboxCountry[] = [
  { Code: 'MT', Name: 'Malta', Nationality: 'Maltese', Currency: 'EUR', PhonePrefix: '+356', jurisdictions: ['MGA'] },
  { Code: 'DE', Name: 'Germany', Nationality: 'German', Currency: 'EUR', PhonePrefix: '+49', jurisdictions: ['MGA'] },
  { Code: 'IE', Name: 'Ireland', Nationality: 'Irish', Currency: 'EUR', PhonePrefix: '+353', jurisdictions: ['MGA'] },
  { Code: 'FI', Name: 'Finland', Nationality: 'Finnish', Currency: 'EUR', PhonePrefix: '+358', jurisdictions: ['MGA'] },
  { Code: 'NO', Name: 'Norway', Nationality: 'Norwegian', Currency: 'NOK', PhonePrefix: '+47', jurisdictions: ['MGA'] },
  { Code: 'PL', Name: 'Poland', Nationality: 'Polish', Currency: 'PLN', PhonePrefix: '+48', jurisdictions: ['MGA'] },
  { Code: 'TH', Name: 'Thailand', Nationality: 'Thai', Currency: 'THB', PhonePrefix: '+66', jurisdictions: ['MGA'] },
  { Code: 'CA', Name: 'Canada', Nationality: 'Canadian', Currency: 'CAD', PhonePrefix: '+1', jurisdictions: ['MGA'] },
  { Code: 'NZ', Name: 'New Zealand', Nationality: 'New Zealander', Currency: 'NZD', PhonePrefix: '+64', jurisdictions: ['MGA'] },
  { Code: 'SE', Name: 'Sweden', Nationality: 'Swedish', Currency: 'SEK', PhonePrefix: '+46', jurisdictions: ['SGA'] },
  { Code: 'ES', Name: 'Spain', Nationality: 'Spanish', Currency: 'EUR', PhonePrefix: '+34', jurisdictions: ['ES'] },
  { Code: 'GB', Name: 'United Kingdom', Nationality: 'British', Currency: 'GBP', PhonePrefix: '+44', jurisdictions: ['UK'] },
  { Code: 'US', Name: 'United States', Nationality: 'American', Currency: 'USD', PhonePrefix: '+1', jurisdictions: [] },
];

export const CURRENCIES = ['EUR', 'USD', 'SEK', 'NOK', 'PLN', 'THB', 'GBP', 'CAD', 'NZD'];

/** What the national register tells about a new phone after its SMS code (signin/sms PlayerInfo). */
export const REGISTER_PERSON = {
  FirstName: 'Elin',
  LastName: 'Berg',
  Street: 'Storgatan',
  HouseNumber: '12',
  PostArea: 'Stockholm',
  PostCode: '111 22',
};

/** The person behind a sign-up token, and the highest deposit limits the operator allows them. */
export interface TokenPerson {
  firstName: string;
  lastName: string;
  birthDate: string;
  address1: string;
  city: string;
  zip: string;
  country: string;
  jurisdiction: string;
  /** Per period (Timespan in days) in the player's currency. */
  maxDepositLimit: { day: number; week: number; month: number };
}

export const SEEDED_TOKEN_PERSON: TokenPerson = {
  firstName: 'Erik',
  lastName: 'Svensson',
  birthDate: '1985-03-14',
  address1: 'Kungsgatan 7',
  city: 'Göteborg',
  zip: '411 19',
  country: 'SE',
  jurisdiction: 'SGA',
  maxDepositLimit: { day: 1000, week: 5000, month: 20_000 },
};

/** An unsigned JWT (the sandbox checks tokens by lookup, not by signature) naming a person. */
export function signUpToken(person: TokenPerson, subject: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return [
    part({ alg: 'none', typ: 'JWT' }),
    part({
      sub: subject,
      given_name: person.firstName,
      family_name: person.lastName,
      birthdate: person.birthDate,
      country: person.country,
      max_deposit_limit: person.maxDepositLimit,
    }),
    '',
  ].join('.');
}

/** A sign-up token for a known person, as an OAuth (bank-ID) sign-in of a new player returns one. */
export const SANDBOX_SIGN_UP_TOKEN = signUpToken(SEEDED_TOKEN_PERSON, 'sandbox-person-1');
