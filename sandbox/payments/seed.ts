// The players who reach each payment branch (docs/sandbox.md and the README list them).
import type { Player } from '../state.ts';
import { PAYMENT_PLAYER_IDS } from './state.ts';

const base = (): Omit<Player, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'password' | 'mobilePhoneNumber'> => ({
  birthDate: '1985-02-20',
  gender: 'Other',
  address1: '3 Merchants Street',
  city: 'Valletta',
  zip: 'VLT 1170',
  country: 'MT',
  currency: 'EUR',
  language: 'en',
  jurisdiction: 'MGA',
  emailVerified: true,
  tacVersionAccepted: 3,
  level: 'Standard',
  sowStatus: 'Verified',
  depositCount: 2,
  withdrawalCount: 0,
  wallet: { real: 10_000, bonus: 0, reserved: 0 },
  blocks: [],
});

export function seedPaymentPlayers(password: string): Player[] {
  const ids = PAYMENT_PLAYER_IDS;
  const players: Array<Omit<Player, 'mobilePhoneNumber'>> = [
    { ...base(), password, id: ids.limit, username: 'limit', email: 'limit@example.com', firstName: 'Lina', lastName: 'Mifsud' },
    { ...base(), password, id: ids.maxed, username: 'maxed', email: 'maxed@example.com', firstName: 'Max', lastName: 'Zammit', wallet: { real: 0, bonus: 0, reserved: 0 } },
    { ...base(), password, id: ids.paymentBlock, username: 'payblock', email: 'paymentblock@example.com', firstName: 'Paula', lastName: 'Grech' },
    { ...base(), password, id: ids.bonus, username: 'bonus', email: 'bonus@example.com', firstName: 'Bo', lastName: 'Farrugia', wallet: { real: 12_000, bonus: 5_000, reserved: 0 } },
    { ...base(), password, id: ids.noWithdraw, username: 'nowithdraw', email: 'nowithdraw@example.com', firstName: 'Nora', lastName: 'Vella', wallet: { real: 8_000, bonus: 10_000, reserved: 0 } },
  ];
  // A phone number belongs to one player: sign-up refuses a number that is taken.
  return players.map((player) => ({ ...player, mobilePhoneNumber: `+356790${player.id}` }));
}
