import type { Capabilities, PlayerActionPage } from '../../../adapters/contract.ts';
import type { WidgetName } from '../host/index.ts';

/** What a display page opens, and the event that says the player did what it asks. */
export interface PlayerActionRow {
  readonly widget: WidgetName;
  readonly props: Readonly<Record<string, unknown>>;
  /** Emitted (on any element) when the page's requirement is met. */
  readonly completes: string;
  /**
   * What the platform must offer for the widget to help: an account tab is listed only when its capability
   * holds, and a forced page whose tab is missing would hold the player forever.
   */
  readonly capability?: keyof Capabilities;
  /**
   * The widget shows its own ending and its own way out once the requirement is met (the test's result and its
   * Close, the terms' welcome): the runner waits for it to close. Otherwise the runner closes it.
   */
  readonly closesItself?: boolean;
}

/** Each display page (spec 001 §4 "Player actions") as a row: a new page is a new row. */
export const PLAYER_ACTION_PAGES = {
  'source-of-wealth-required': { widget: 'source-of-wealth', props: {}, completes: 'casino-source-of-wealth-submitted', capability: 'sourceOfWealth', closesItself: true },
  'responsible-gaming-test': { widget: 'responsible-gaming-test', props: {}, completes: 'casino-test-submitted', capability: 'responsibleGamingTest', closesItself: true },
  'terms-and-conditions': { widget: 'terms', props: {}, completes: 'casino-terms-accepted', capability: 'terms', closesItself: true },
  'deposit-limits-required': {
    widget: 'account', props: { tab: 'responsible-gaming', limitType: 'deposit', purpose: 'deposit-limits' }, completes: 'casino-limits-changed', capability: 'limits', closesItself: true,
  },
  // The account says what it is for, and once the requirement is met, says so and offers Continue (closesItself).
  'kyc-provide-documents': { widget: 'account', props: { tab: 'verify', purpose: 'verify-identity' }, completes: 'casino-document-uploaded', capability: 'kyc', closesItself: true },
  'kyc-remind-documents': { widget: 'account', props: { tab: 'verify', purpose: 'verify-identity' }, completes: 'casino-document-uploaded', capability: 'kyc', closesItself: true },
} as const satisfies Record<PlayerActionPage, PlayerActionRow>;
