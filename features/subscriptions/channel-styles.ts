export const CHANNEL_STYLES = /* css */ `
fieldset.channels { border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); padding: var(--_space-3) var(--_space-4); display: grid; gap: var(--_space-3); margin: 0; }
fieldset.channels legend { font-weight: var(--_weight-medium); padding: 0 var(--_space-1); }
fieldset.channels input[type=checkbox] { width: 24px; height: 24px; }
.panel-state { display: grid; gap: var(--_space-3); justify-items: start; }
.button:disabled { opacity: 0.5; cursor: not-allowed; }
`;
