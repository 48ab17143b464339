// window.casino's reads and writes of the player's data that no widget needs (its own chunk: the operation
// tables requireOperation reads stay out of the entry). Each rejects with the platform's PlatformError, or
// '<area>.not-implemented' where the page's platform lacks the operation.
import type { ExchangeRates, LifetimeStats, Platform, PlayerProperty } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';

type GetPlatform = () => Promise<Platform>;

export async function getLifetimeStats(getPlatform: GetPlatform): Promise<LifetimeStats> {
  return requireOperation(await getPlatform(), 'getLifetimeStats')();
}

export async function createSsoToken(getPlatform: GetPlatform, type?: string): Promise<string> {
  return requireOperation(await getPlatform(), 'createSsoToken')(type);
}

export async function getExchangeRates(getPlatform: GetPlatform): Promise<ExchangeRates> {
  return requireOperation(await getPlatform(), 'getExchangeRates')();
}

export async function getPlayerProperties(getPlatform: GetPlatform): Promise<readonly PlayerProperty[]> {
  return requireOperation(await getPlatform(), 'getPlayerProperties')();
}

export async function setPlayerProperties(getPlatform: GetPlatform, properties: readonly PlayerProperty[]): Promise<void> {
  return requireOperation(await getPlatform(), 'setPlayerProperties')(properties);
}
