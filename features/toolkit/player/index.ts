export { PROFILE_KEY, profileAtom, sessionIdAtom, signedInAtom, WALLET_KEY, walletAtom } from './atoms.ts';
export { playerPush } from './push.ts';
export { loadProfile, preloadProfile, useProfile, usePlayer } from './use-player.ts';
export { readProfile, readWallet } from './read.ts';
export { useRefreshWallet, useWallet, useWalletQuery } from './wallet.ts';
export { Balance } from './balance.tsx';
export { SignedIn } from './signed-in-later.tsx';
export type { SignedInProps } from './signed-in.tsx';
