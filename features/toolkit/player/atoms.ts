import { atom } from 'jotai';
import type { Profile, Wallet } from '../../../adapters/contract.ts';

/**
 * The player's state, shared by every element through the one store. The session id's truth is the
 * registry (so that two library copies agree); the element runtime mirrors it into sessionIdAtom.
 */
export const sessionIdAtom = atom<string | null>(null);
export const signedInAtom = atom((get) => Boolean(get(sessionIdAtom)));

/** The signed-in player's profile; null when signed out or not loaded yet. */
export const profileAtom = atom<Profile | null>(null);
export const walletAtom = atom<Wallet | null>(null);

/** Clears what belongs to a session, when it ends. */
export const clearPlayerAtom = atom(null, (_get, set) => {
  set(profileAtom, null);
  set(walletAtom, null);
});
