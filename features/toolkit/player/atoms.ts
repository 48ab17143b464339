import { atom } from 'jotai';
import type { Profile, Wallet } from '../../../adapters/contract.ts';
import { queryDataAtom, type QueryKey } from '../query/index.ts';

/**
 * The player's state, shared by every element through the one store. The session id's truth is the
 * registry (so that two library copies agree); the element runtime mirrors it into sessionIdAtom.
 */
export const sessionIdAtom = atom<string | null>(null);
export const signedInAtom = atom((get) => Boolean(get(sessionIdAtom)));

/**
 * The profile and the wallet are keyed queries like every read (shared request, late answers dropped,
 * invalidation, failures reported): a new session forgets them with every other answer.
 */
export const PROFILE_KEY = ['profile'] as const satisfies QueryKey;
export const WALLET_KEY = ['wallet'] as const satisfies QueryKey;

const profileData = queryDataAtom<Profile>(PROFILE_KEY);
const walletData = queryDataAtom<Wallet>(WALLET_KEY);

/** The signed-in player's profile; null when signed out or not loaded yet. */
export const profileAtom = atom((get) => get(profileData) ?? null);
export const walletAtom = atom((get) => get(walletData) ?? null);
