import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { LeaderboardWidgetProps } from '../features/leaderboard/leaderboard-widget.tsx';

export const casinoLeaderboardDefinition = widgetDefinition<LeaderboardWidgetProps>()({
  tag: 'casino-leaderboard',
  summary: 'A tournament\'s leaderboard: its dates, the top players, the signed-in player\'s own position, and Join while the player can opt in.',
  description: 'A refused opt-in shows the error catalogue\'s text (Optin not required, Already optined in, Not allowed, Tournament not found). A visitor who is not signed in is asked to sign in.',
  attributes: {
    tournament: attribute.string('The tournament\'s identifier on the platform.'),
    limit: attribute.number('How many players from the top (default 10, at most 100).'),
  },
  events: ['casino-tournament-joined'],
  load: () => import('../features/leaderboard/index.ts'),
});

/** A tournament's leaderboard: its dates, the top players, the signed-in player's own position, and Join while the player can opt in. */
export class CasinoLeaderboardElement extends createElementClass(casinoLeaderboardDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-leaderboard': CasinoLeaderboardElement;
  }
}
