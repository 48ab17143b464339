import type { WidgetModule } from '../toolkit/host/index.ts';
import { LeaderboardWidget, type LeaderboardWidgetProps } from './leaderboard-widget.tsx';

export { DEFAULT_LEADERBOARD_LIMIT, JOIN_REFUSALS, displayName, joinState, leaderboardLimit, ownRow, tournamentPhase } from './rules.ts';

const widget: WidgetModule<LeaderboardWidgetProps> = {
  component: LeaderboardWidget,
  styles: /* css */ `
.leaderboard { display: grid; gap: 12px; }
.tournament-dates { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 0; }
.tournament-dates dt { font-size: 0.875em; color: var(--_muted); }
.tournament-dates dd { margin: 0; font-weight: 600; }
.own-position { margin: 0; }
.own-position:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.leaderboard-signed-out { display: grid; gap: 12px; justify-items: start; }
.leaderboard-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.leaderboard-table th, .leaderboard-table td { text-align: start; padding: 8px 6px; border-bottom: 1px solid var(--_border); }
.leaderboard-table th { font-size: 0.875em; color: var(--_muted); font-weight: 600; }
.leaderboard-table .points { text-align: end; }
.leaderboard-table tr.own { font-weight: 700; background: color-mix(in srgb, var(--_accent) 14%, transparent); }
.leaderboard-table tr.own td:first-child { box-shadow: inset 4px 0 0 var(--_accent); }
@media (forced-colors: active) { .leaderboard-table tr.own td { border-bottom: 2px solid CanvasText; } }
`,
};
export default widget;
