// The ids of the players who reach each payment branch; a module of its own so the account seed can
// give them bonuses without importing the payment state (which imports the world: an import cycle).
export const PAYMENT_PLAYER_IDS = {
  limit: 1101,
  maxed: 1102,
  paymentBlock: 1103,
  bonus: 1104,
  noWithdraw: 1105,
} as const;
