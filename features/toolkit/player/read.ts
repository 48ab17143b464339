import { PlatformError, type Platform, type Profile, type Wallet } from '../../../adapters/contract.ts';

function lacking(platform: Platform, operation: string): Promise<never> {
  return Promise.reject(new PlatformError({ area: 'player', code: 'not-implemented', message: `The '${platform.name}' platform has no ${operation}.` }));
}

/** The signed-in player's profile, or the player area's not-implemented error on a platform that has no getProfile. */
export function readProfile(platform: Platform): Promise<Profile> {
  return platform.getProfile ? platform.getProfile() : lacking(platform, 'getProfile');
}

/** The signed-in player's wallet, or the player area's not-implemented error on a platform that has no getWallet. */
export function readWallet(platform: Platform): Promise<Wallet> {
  return platform.getWallet ? platform.getWallet() : lacking(platform, 'getWallet');
}
