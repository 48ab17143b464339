// Part of the platform contract (adapters/contract.ts, its one entry): The Platform: every area's operations in one interface, and the names derived from it.

import type { AccountOperations } from './account.ts';
import type { Capabilities } from './capabilities.ts';
import type { ContentOperations } from './content.ts';
import type { PlatformConfig, PlatformContext, PlatformName } from './config.ts';
import type { GameOperations } from './games.ts';
import type { PaymentOperations } from './payments.ts';
import type { PlayerOperations } from './player.ts';
import type { PlayerDataOperations } from './player-data.ts';
import type { ResponsibleGamingOperations } from './responsible-gaming.ts';
import type { SignUpOperations } from './sign-up.ts';

/**
 * One method per operation of the spec's call tables (000 §7, 001 §7, 002 §7). Every method rejects
 * only with a `PlatformError` whose area is the operation's. Methods a platform lacks are absent:
 * check with `hasOperation` (or the capability flags) before offering the feature.
 */
export interface Platform extends PlayerOperations, SignUpOperations, AccountOperations, ResponsibleGamingOperations, PaymentOperations, GameOperations, ContentOperations, PlayerDataOperations {
  /** The adapter's name, as configured. */
  readonly name: PlatformName;
  readonly capabilities: Readonly<Capabilities>;
  /**
   * How the platform names a game in the page's address while it is open (`/play/{…}`, spec 002 §2.1): by its
   * `gameId` (the default: REST, realtime) or by its `identifier` (the provider framework, which launches by it).
   */
  readonly gameAddress?: 'gameId' | 'identifier';
  /** Releases connections and listeners (websocket, provider script). */
  dispose?(): void | Promise<void>;
  /**
   * Starts loading what these operations need before their first call where the adapter loads it then (the REST
   * adapter's areas), so that call does not wait for it: a widget asks at idle for what it will likely call next
   * (the sign-up's contact check). Never fails and returns nothing; absent where there is nothing to load.
   */
  prefetch?(operations: readonly OperationName[]): void;
}

/** An adapter: a function from its context to a `Platform`. */
export type PlatformFactory<C extends PlatformConfig = PlatformConfig> = (context: PlatformContext<C>) => Platform;

/** Every operation name (the function-valued members of `Platform`). */
export type OperationName = {
  [K in keyof Platform]-?: NonNullable<Platform[K]> extends (...args: never[]) => unknown ? K : never;
}[keyof Platform];

/** The operations an adapter may lack. */
export type OptionalOperation = {
  [K in OperationName]-?: undefined extends Platform[K] ? K : never;
}[OperationName];

/** The operations an adapter may lack (the name `requireOperation` takes). */
export type OptionalOperationName = OptionalOperation;

/** The operations every adapter must have. */
export type RequiredOperation = Exclude<OperationName, OptionalOperation>;

/** True when the platform has the operation; narrows it to present. */
export function hasOperation<K extends OptionalOperation>(
  platform: Platform,
  operation: K,
): platform is Platform & Required<Pick<Platform, K>> {
  return typeof platform[operation] === 'function';
}

/**
 * What a signed-in page reads before its widgets have rendered (the registry's early reads): the player's
 * profile, the messages (the account's unread count and inbox), the current terms (every widget of a restored
 * session checks them), and what a payment widget checks before its cashier: the IP country, the limits and
 * the product blocks.
 */
export type EarlyReadKey = 'profile' | 'inbox' | 'terms' | 'ip-country' | 'limits' | 'blocks';
