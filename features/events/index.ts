export { emitCasinoEvent } from './events.ts';
export type { CasinoEventDetails, CasinoEventName, SignOutReason } from './events.ts';
