export const INBOX_STYLES = /* css */ `
.message-header { display: grid; gap: 2px; min-width: 0; }
.message-title { overflow-wrap: anywhere; }
.accordion-item.unread .message-title { font-weight: 700; }
.message-meta { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; color: var(--_muted); font-size: 0.875rem; }
.badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 0.8125rem; font-weight: 700; border: 1px solid currentColor; }
.badge.unread { color: var(--_info); }
.message-content p:first-child { margin-top: 0; }
.cta { text-decoration: none; margin-top: 8px; }
.teaser { margin: 0 0 12px; }
.message-notice .actions { justify-content: flex-start; }
.empty { color: var(--_muted); }
`;
