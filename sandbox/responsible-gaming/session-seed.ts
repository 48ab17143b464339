// The players who reach the responsible-gaming session branches (docs/sandbox.md and the README list them):
// a forced display page of each kind this release can show, and a reality check every few minutes.
import type { Player } from '../state.ts';
import { rgPlayerBase } from './seed.ts';

export const RG_SESSION_PLAYER_IDS = {
  /** SGA, SEK: a forced DepositLimitsRequired page; the session summary after sign-in. */
  sgaLimits: 1401,
  /** MGA: a forced ResponsibleGamingTest page. */
  test: 1402,
  /** MGA: a reality check every two minutes, with wagers and wins to show. */
  reality: 1403,
} as const;

/** The seeded interval of the reality-check player, in minutes. */
export const SEEDED_REALITY_CHECK_MINUTES = 2;

const base = (): ReturnType<typeof rgPlayerBase> => ({ ...rgPlayerBase(), birthDate: '1992-06-14', gender: 'Female', withdrawalCount: 1, displayPages: [] });

export function seedResponsibleGamingSessionPlayers(password: string): Player[] {
  const ids = RG_SESSION_PLAYER_IDS;
  return [
    {
      ...base(),
      password,
      id: ids.sgaLimits,
      username: 'sgalimits',
      email: 'sgalimits@example.com',
      firstName: 'Siri',
      lastName: 'Nyberg',
      address1: 'Sveavägen 20',
      city: 'Stockholm',
      zip: '111 57',
      country: 'SE',
      currency: 'SEK',
      language: 'sv',
      jurisdiction: 'SGA',
      wallet: { real: 50_000, bonus: 0, reserved: 0 },
      displayPages: [{ PageType: 'DepositLimitsRequired', ForceAction: true }],
      mobilePhoneNumber: '+46701201201',
    },
    {
      ...base(),
      password,
      id: ids.test,
      username: 'rgtest',
      email: 'rgtest@example.com',
      firstName: 'Tina',
      lastName: 'Spiteri',
      displayPages: [{ PageType: 'ResponsibleGamingTest', ForceAction: true }],
      mobilePhoneNumber: '+35679120202',
    },
    {
      ...base(),
      password,
      id: ids.reality,
      username: 'reality',
      email: 'reality@example.com',
      firstName: 'Rita',
      lastName: 'Azzopardi',
      mobilePhoneNumber: '+35679120303',
    },
  ];
}
