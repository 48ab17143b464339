export const CHANNEL_STYLES = /* css */ `
fieldset.channels { border: 1px solid var(--_border); border-radius: var(--_radius); padding: 12px 16px; display: grid; gap: 12px; margin: 0; }
fieldset.channels legend { font-weight: 600; padding: 0 4px; }
fieldset.channels input[type=checkbox] { width: 24px; height: 24px; }
.panel-state { display: grid; gap: 12px; justify-items: start; }
.button:disabled { opacity: 0.5; cursor: not-allowed; }
`;
