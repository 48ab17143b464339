// What the account's first view (the menu, the inbox, the sign-out) and more than one tab use. The history's and the
// bonuses' own styles come with their tabs' chunks (history-styles.ts, bonuses-styles.ts).
export const ACCOUNT_STYLES = /* css */ `
/* Inline, the account grows with its content: the page scrolls, not a 700 px box inside it (which at 400 % zoom or
   on a phone cut the tab off with no cue). As a dialog it stays within the viewport (ui/styles.ts). */
.frame:not(.modal) { max-height: none; overflow: visible; }
.field-row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: var(--_space-4); }
input[readonly] { background: color-mix(in srgb, var(--_fg) 6%, var(--_bg)); border-style: dashed; }
input:disabled { opacity: 0.6; }
.button:disabled { opacity: 0.5; cursor: not-allowed; }
.panel-state { display: grid; gap: var(--_space-3); justify-items: start; }
.badge.status-active { color: var(--_success); }
.badge.status-initiated { color: var(--_info); }
.badge.status-expired, .badge.status-canceled { color: var(--_error); }
.badge.status-finished { color: var(--_muted); }
.confirm { display: grid; gap: var(--_space-2); border-top: var(--_border-width) solid var(--_border); padding-top: 10px; }
.confirm p { margin: 0; }
.sign-out { display: grid; gap: var(--_space-3); justify-items: start; }
.intro { margin: 0; }
@container (max-width: 480px) {
  .field-row { grid-template-columns: minmax(0, 1fr); }
}
`;
