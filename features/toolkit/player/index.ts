export { clearPlayerAtom, profileAtom, sessionIdAtom, signedInAtom, walletAtom } from './atoms.ts';
export { playerPush } from './push.ts';
export { preloadProfile, usePlayer } from './use-player.ts';
export { readProfile, readWallet } from './read.ts';
export { useRefreshWallet, useWallet } from './wallet.ts';
export { Balance } from './balance.tsx';
export { SignedIn } from './signed-in.tsx';
