import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { AccountWidgetProps } from '../features/account/account-widget.tsx';
import { getRegistry } from './runtime/registry.ts';
import { PANEL_CHUNKS } from '../features/account/tab-chunks.ts';

export const casinoAccountDefinition = widgetDefinition<AccountWidgetProps>()({
  tag: 'casino-account',
  summary: 'The account area of a signed-in player: inbox, edit profile, change password, history, responsible gaming, bonuses, subscriptions, bonus code, identity verification and sign out.',
  description: 'A side menu that turns into a select list in a modal and at 540px width or less (a container query: the element\'s width, not the window\'s). An anonymous visitor sees the sign-in instead.',
  attributes: {
    tab: attribute.string('The tab shown: inbox (default), profile, password, history, responsible-gaming, bonuses, subscriptions, bonus-code, verify, sign-out. The tab the player picks is reflected back to this attribute (and emitted as casino-tab-change).'),
    limitType: attribute.string('The responsible-gaming tab\'s limit type shown first: deposit, loss, wager, session, product-session or reality-check.'),
    purpose: attribute.string('Why the account is open, when the platform requires something of the player (set by its display pages): deposit-limits or verify-identity. The account is then titled and described by it, says why it cannot be closed, and says when the requirement is met, with Continue.'),
    enabledLimitTypes: attribute.string('The limit types the responsible-gaming tab offers, space or comma separated (for example "deposit session"); all when absent.'),
  },
  events: ['casino-tab-change', 'casino-signed-in', 'casino-signed-out', 'casino-message-action', 'casino-limits-changed', 'casino-document-uploaded'],
  load: (props) => {
    // What the first render shows besides the account's own chunk starts with it, not once the account has
    // rendered: on a page with no session (an anonymous visitor, a player whose tab was closed) the sign-in
    // it shows instead; else the tab it opens on, when that tab is a chunk of its own. (The page's registry,
    // which the entry made long before an element renders; read here, not on import, so that importing this
    // file, as the manifest's build does in node, starts nothing.)
    const tab = String(props?.tab).trim().toLowerCase();
    if (!getRegistry().session) import('../features/signin/index.ts').catch(() => undefined);
    else if (Object.hasOwn(PANEL_CHUNKS, tab)) PANEL_CHUNKS[tab as keyof typeof PANEL_CHUNKS]().catch(() => undefined);
    return import('../features/account/index.ts');
  },
});

/** The account area of a signed-in player: inbox, edit profile, change password, history, responsible gaming, bonuses, subscriptions, bonus code, identity verification and sign out. */
export class CasinoAccountElement extends createElementClass(casinoAccountDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-account': CasinoAccountElement;
  }
}
