import { atom } from 'jotai';

/** How many inbox messages are unread, for the account menu; null until the inbox was read once. */
export const unreadCountAtom = atom<number | null>(null);
