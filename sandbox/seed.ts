// The seeded players every demo and test starts from. docs/sandbox.md lists them: keep both in step.
import { DAY_MS } from './clock.ts';
import type { Player } from './state.ts';
import { seedPaymentPlayers } from './payments/seed.ts';
import { KYC_PLAYER_IDS } from './kyc/state.ts';
import { seedResponsibleGamingPlayers } from './responsible-gaming/seed.ts';
import { seedResponsibleGamingSessionPlayers } from './responsible-gaming/session-seed.ts';
export { seedAccount, type AccountTables } from './account/seed.ts';

export const SEED_PASSWORD = 'Secret123!';

type Base = Omit<Player, 'id' | 'username' | 'email' | 'firstName' | 'lastName'>;

// A function, not a constant: each seeding must get fresh nested objects that later writes can mutate.
const mgaBase = (): Base => ({
  password: SEED_PASSWORD,
  birthDate: '1990-04-12',
  gender: 'Male',
  address1: '12 Republic Street',
  city: 'Valletta',
  zip: 'VLT 1117',
  country: 'MT',
  mobilePhoneNumber: '+35679123456',
  currency: 'EUR',
  language: 'en',
  jurisdiction: 'MGA',
  emailVerified: true,
  tacVersionAccepted: 3,
  level: 'Standard',
  sowStatus: 'Unverified',
  depositCount: 0,
  withdrawalCount: 0,
  wallet: { real: 0, bonus: 0, reserved: 0 },
  blocks: [],
});

/** `nowMs` is the sandbox clock at seeding, so relative dates (a block's end) follow the clock. */
export function seedPlayers(nowMs: number): Player[] {
  return [
    {
      ...mgaBase(),
      id: 1001,
      username: 'alex',
      email: 'player@example.com',
      firstName: 'Alex',
      lastName: 'Morgan',
      sowStatus: 'Verified',
      depositCount: 3,
      withdrawalCount: 1,
      wallet: { real: 25_000, bonus: 2_000, reserved: 0 },
    },
    {
      ...mgaBase(),
      id: 1002,
      username: 'sara',
      email: 'sga@example.com',
      firstName: 'Sara',
      lastName: 'Lindqvist',
      gender: 'Female',
      birthDate: '1987-09-30',
      address1: 'Drottninggatan 5',
      city: 'Stockholm',
      zip: '111 51',
      country: 'SE',
      mobilePhoneNumber: '+46701234567',
      currency: 'SEK',
      language: 'sv',
      jurisdiction: 'SGA',
      depositCount: 2,
      wallet: { real: 150_000, bonus: 0, reserved: 0 },
    },
    {
      ...mgaBase(),
      id: 1006,
      username: 'frozen',
      email: 'frozen@example.com',
      firstName: 'Frida',
      lastName: 'Ek',
      gender: 'Female',
      birthDate: '1992-02-20',
      address1: 'Storgatan 1',
      city: 'Uppsala',
      zip: '753 20',
      country: 'SE',
      mobilePhoneNumber: '+46701230006',
      currency: 'SEK',
      language: 'sv',
      jurisdiction: 'SGA',
      // The operator locked the e-mail address and the names: the profile shows them, read-only.
      lockedFields: ['Email', 'FirstName', 'LastName'],
    },
    {
      ...mgaBase(),
      id: 1003,
      username: 'newbie',
      email: 'new@example.com',
      firstName: 'Noah',
      lastName: 'Fenech',
      emailVerified: false,
    },
    {
      ...mgaBase(),
      id: 1004,
      username: 'terms',
      email: 'terms@example.com',
      firstName: 'Tess',
      lastName: 'Camilleri',
      gender: 'Female',
      tacVersionAccepted: 2,
      depositCount: 1,
      wallet: { real: 5_000, bonus: 0, reserved: 0 },
    },
    {
      ...mgaBase(),
      id: 1005,
      username: 'blocked',
      email: 'blocked@example.com',
      firstName: 'Ben',
      lastName: 'Borg',
      depositCount: 4,
      wallet: { real: 1_000, bonus: 0, reserved: 0 },
      blocks: [{ type: 'SelfExclusion', fromMs: nowMs - DAY_MS, untilMs: nowMs + 30 * DAY_MS }],
    },
    ...seedPaymentPlayers(SEED_PASSWORD),
    {
      ...mgaBase(),
      id: KYC_PLAYER_IDS.documents,
      username: 'kyc',
      email: 'kyc@example.com',
      firstName: 'Kim',
      lastName: 'Azzopardi',
      depositCount: 5,
      wallet: { real: 40_000, bonus: 0, reserved: 0 },
      mobilePhoneNumber: '+35679120101',
    },
    {
      ...mgaBase(),
      id: KYC_PLAYER_IDS.provideDocuments,
      username: 'verify',
      email: 'verify@example.com',
      firstName: 'Vera',
      lastName: 'Galea',
      gender: 'Female',
      mobilePhoneNumber: '+35679120202',
      displayPages: [{ PageType: 'KycProvideDocuments', ForceAction: true }],
    },
    ...seedResponsibleGamingPlayers(SEED_PASSWORD),
    ...seedResponsibleGamingSessionPlayers(SEED_PASSWORD),
  ];
}
