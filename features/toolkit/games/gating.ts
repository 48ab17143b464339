import type { Jurisdiction, PlayMode } from '../../../adapters/contract.ts';

/**
 * What a game flagged as appealing to children needs, per jurisdiction (a table row each, like the jurisdiction
 * rules): `adults-only` gates its demo as real play is gated (a signed-in, activated player: the sign-up's age
 * check), so an anonymous visitor, who may be a child, cannot open it at all; `blocked` does not open it. Chosen:
 * UKGC blocks it (licensees must not offer games of particular appeal to children, and the Commission asks for age
 * verification before free play anyway); MGA, SGA and ES, whose rules aim at the same harm through advertising and
 * age checks, keep it to verified adults. Other games follow the ordinary rule: real play gated, demo open.
 */
export type ChildishGameRule = 'adults-only' | 'blocked';

export const CHILDISH_GAME_RULES = {
  mga: 'adults-only',
  sga: 'adults-only',
  es: 'adults-only',
  ukgc: 'blocked',
} as const satisfies Record<Jurisdiction, ChildishGameRule>;

export interface PlayerStanding {
  signedIn: boolean;
  /** The account is activated (the e-mail verified). Unknown while signed out. */
  activated: boolean;
}

/** What stands between the player and the game: nothing, a sign-in first, the activation, or a refusal. */
export type GateDecision = 'open' | 'sign-in' | 'activate' | 'blocked';

export function gateGame(input: { mode: PlayMode; childish: boolean; jurisdiction: Jurisdiction; player: PlayerStanding }): GateDecision {
  const rule = input.childish ? CHILDISH_GAME_RULES[input.jurisdiction] : null;
  if (rule === 'blocked') return 'blocked';
  const gated = input.mode === 'real' || rule === 'adults-only';
  if (!gated) return 'open';
  if (!input.player.signedIn) return 'sign-in';
  return input.player.activated ? 'open' : 'activate';
}
