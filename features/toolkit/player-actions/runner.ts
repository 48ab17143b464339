import type { Capabilities, PlayerAction } from '../../../adapters/contract.ts';
import type { WidgetHost } from '../host/index.ts';
import { PLAYER_ACTION_PAGES, type PlayerActionRow } from './pages.ts';

/**
 * What the runner needs of the page: the widget registry's `canOpen` and `open` (as a widget's host has
 * them, here answering the element it opened), the page's modal and the session.
 */
export interface PlayerActionsEnv extends Pick<WidgetHost, 'canOpen'> {
  open(widget: PlayerActionRow['widget'], props: Record<string, unknown>, options: { forced: boolean }): HTMLElement | null;
  /** Whether a modal is open (another widget has the player's attention: wait for it). */
  modalOpen(): boolean;
  /** Closes the page's modal. */
  closeModal(): void;
  /** Whether the session the actions belong to is still the page's. */
  sessionAlive(): boolean;
  readonly capabilities: Readonly<Capabilities>;
  /** Where the widgets' events arrive (they bubble out of their shadow roots). */
  readonly events: EventTarget;
}

type Outcome = 'completed' | 'dismissed' | 'replaced' | 'session-ended';

const POLL_MS = 250;

/** Resolves when no modal is open (checked on every close and, for a swap or a sign-out, every 250 ms). */
function modalFree(env: PlayerActionsEnv): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (env.modalOpen() && env.sessionAlive()) return;
      clearInterval(timer);
      env.events.removeEventListener('casino-close', later);
      resolve();
    };
    const later = () => setTimeout(check, 0);
    const timer = setInterval(check, POLL_MS);
    env.events.addEventListener('casino-close', later);
    check();
  });
}

/** Resolves with how the opened page ended: its requirement met, dismissed, swapped out, or the player gone. */
function pageOutcome(env: PlayerActionsEnv, element: HTMLElement, row: PlayerActionRow): Promise<Outcome> {
  return new Promise((resolve) => {
    const finish = (outcome: Outcome) => {
      clearInterval(timer);
      env.events.removeEventListener(row.completes, onComplete);
      element.removeEventListener('casino-close', onClose);
      resolve(outcome);
    };
    const onComplete = () => finish('completed');
    const onClose = () => finish('dismissed');
    const timer = setInterval(() => {
      if (!env.sessionAlive()) finish('session-ended');
      else if (!element.isConnected) finish('replaced');
    }, POLL_MS);
    env.events.addEventListener(row.completes, onComplete);
    element.addEventListener('casino-close', onClose);
  });
}

/** Resolves when the element closes, leaves the page or the session ends. */
function closed(env: PlayerActionsEnv, element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      clearInterval(timer);
      element.removeEventListener('casino-close', finish);
      resolve();
    };
    const timer = setInterval(() => {
      if (!element.isConnected || !env.sessionAlive()) finish();
    }, POLL_MS);
    element.addEventListener('casino-close', finish);
  });
}

/** The rows of the pages this page can help with, in the platform's order. */
export function actionableRows(actions: readonly PlayerAction[], env: Pick<PlayerActionsEnv, 'canOpen' | 'capabilities'>): { action: PlayerAction; row: PlayerActionRow }[] {
  return actions.flatMap((action) => {
    const row: PlayerActionRow = PLAYER_ACTION_PAGES[action.page];
    // A widget (or account tab) this page does not have yet is skipped, never opened empty.
    if (!env.canOpen(row.widget) || (row.capability && !env.capabilities[row.capability])) return [];
    return [{ action, row }];
  });
}

/**
 * Opens each display page in turn, once the player is free of other modals. A forced page cannot be dismissed
 * (the modal host refuses its close button, Escape and the back action) and is opened again when another
 * widget swapped it out before it was done; the runner moves on when the page's requirement is met, when a
 * page that was not forced is dismissed, and stops when the session ends.
 */
export async function runPlayerActions(actions: readonly PlayerAction[], env: PlayerActionsEnv): Promise<void> {
  for (const { action, row } of actionableRows(actions, env)) {
    for (;;) {
      await modalFree(env);
      if (!env.sessionAlive()) return;
      const element = env.open(row.widget, { ...row.props }, { forced: action.force });
      if (!element) break;
      const outcome = await pageOutcome(env, element, row);
      if (outcome === 'session-ended') return;
      if (outcome === 'completed') {
        // A widget with an ending of its own (the test's result) is left to the player to close; an account
        // tab whose requirement is met has nothing more to ask, and is closed.
        if (row.closesItself) await closed(env, element);
        else if (element.isConnected) env.closeModal();
        break;
      }
      // A page that was not forced may be left; a forced one comes back until it is done.
      if (!action.force) break;
    }
  }
}
