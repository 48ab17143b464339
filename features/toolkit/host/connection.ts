import { atom } from 'jotai';
import type { ConnectionState } from '../../../adapters/contract.ts';

/**
 * The platform connection's state, for platforms with a standing connection (the realtime platform's socket):
 * `offline` once its reconnect attempts ran out, when every widget frame offers Retry. Platforms without one
 * stay `online`. The element runtime feeds it from `Platform.onConnectionChange`.
 */
export const connectionAtom = atom<ConnectionState>('online');
