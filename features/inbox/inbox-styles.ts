export const INBOX_STYLES = /* css */ `
.message-header { display: grid; gap: 2px; min-width: 0; }
.message-title { overflow-wrap: anywhere; }
.accordion-item.unread .message-title { font-weight: var(--_weight-bold); }
.message-meta { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; color: var(--_muted); font-size: var(--_text-small); }
.badge { display: inline-block; padding: 1px var(--_space-2); border-radius: var(--_radius-pill); font-size: var(--_text-xsmall); font-weight: var(--_weight-bold); border: var(--_border-width) solid currentColor; }
.badge.unread { color: var(--_info); }
.message-content p:first-child { margin-top: 0; }
.cta { text-decoration: none; margin-top: var(--_space-2); }
.teaser { margin: 0 0 var(--_space-3); }
.message-notice .actions { justify-content: flex-start; }
.empty { color: var(--_muted); }
`;
