export { clearPlayerAtom, profileAtom, sessionIdAtom, signedInAtom, walletAtom } from './atoms.ts';
export { usePlayer } from './use-player.ts';
