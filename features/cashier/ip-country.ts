import { useQuery } from '../toolkit/query/index.ts';
import { readIpCountry } from './gate-reads.ts';

// The payment gate's states and its country read, shared by the gate (gate.tsx) and the notices of a closed gate
// (gate-notice.tsx), a chunk of its own that gate.tsx loads.

export type GateState = 'loading' | 'signed-out' | 'terms' | 'not-activated' | 'restricted' | 'country-unknown' | 'open';
/** The gate's states a payment widget's first render shows while it reads, or to a visitor. */
export type FirstGateState = Extract<GateState, 'loading' | 'signed-out'>;
/** The gate's states that keep a signed-in player from paying (gate-notice.tsx says why). */
export type ClosedGateState = Exclude<GateState, 'open' | FirstGateState>;

/** The IP country (readIpCountry), one read for every payment widget on the page. */
export function useIpCountry(enabled: boolean) {
  return useQuery(['ip-country'], readIpCountry, { enabled });
}
