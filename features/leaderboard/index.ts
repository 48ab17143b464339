import type { WidgetModule } from '../toolkit/host/index.ts';
import { LeaderboardWidget, type LeaderboardWidgetProps } from './leaderboard-widget.tsx';

export { DEFAULT_LEADERBOARD_LIMIT, JOIN_REFUSALS, displayName, joinState, leaderboardLimit, ownRow, tournamentPhase } from './rules.ts';

const widget: WidgetModule<LeaderboardWidgetProps> = {
  component: LeaderboardWidget,
  styles: /* css */ `
.leaderboard { display: grid; gap: var(--_space-3); }
.tournament-dates { display: flex; flex-wrap: wrap; gap: var(--_space-1) var(--_space-6); margin: 0; }
.tournament-dates dt { font-size: 0.875em; color: var(--_muted); }
.tournament-dates dd { margin: 0; font-weight: var(--_weight-medium); }
.own-position { margin: 0; }
.own-position:focus-visible { outline: var(--_focus-width) solid var(--_focus); outline-offset: var(--_focus-offset); }
.leaderboard-signed-out { display: grid; gap: var(--_space-3); justify-items: start; }
.leaderboard-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.leaderboard-table th, .leaderboard-table td { text-align: start; padding: var(--_space-2) 6px; border-bottom: var(--_border-width) solid var(--_border); }
.leaderboard-table th { font-size: 0.875em; color: var(--_muted); font-weight: var(--_weight-medium); }
.leaderboard-table .points { text-align: end; }
.leaderboard-table tr.own { font-weight: var(--_weight-bold); background: color-mix(in srgb, var(--_accent) 14%, transparent); }
.leaderboard-table tr.own td:first-child { box-shadow: inset 4px 0 0 var(--_accent); }
@media (forced-colors: active) { .leaderboard-table tr.own td { border-bottom: 2px solid CanvasText; } }
`,
};
export default widget;
