import type { Jurisdiction } from '../../../adapters/contract.ts';

/** A national helpline for problem gambling: free, confidential, and named by the regulator's own pages. */
export interface Helpline {
  /** Its own name, never translated. */
  readonly name: string;
  /** The number as the country writes it. */
  readonly phone: string;
  /** The number for a `tel:` link (international form). */
  readonly tel: string;
  readonly url: string;
}

/**
 * The helpline each jurisdiction's players are pointed to from the self-test's result (every band above "no
 * issue"). Sources, as checked for this table (numbers change rarely, but check them before a release):
 * - SGA: Stödlinjen, the national helpline the Public Health Agency of Sweden funds, which Spelinspektionen
 *   and Spelpaus.se link: 020-81 91 00, stodlinjen.se.
 * - UKGC: the National Gambling Helpline, run by GamCare, which the Gambling Commission's own pages name:
 *   0808 8020 133, gamcare.org.uk.
 * - MGA: the Responsible Gaming Foundation's national helpline 1777 (free, 24/7, launched in 2015; rgf.org.mt),
 *   the foundation set up with the Malta Gaming Authority.
 * - Spain: FEJAR (Federación Española de Jugadores de Azar Rehabilitados), whose free line 900 200 225 the
 *   DGOJ's player pages (jugarbien.es) list for help with problem gambling.
 */
export const HELPLINES = {
  sga: { name: 'Stödlinjen', phone: '020-81 91 00', tel: '+4620819100', url: 'https://www.stodlinjen.se' },
  ukgc: { name: 'National Gambling Helpline (GamCare)', phone: '0808 8020 133', tel: '+448088020133', url: 'https://www.gamcare.org.uk' },
  mga: { name: 'Responsible Gaming Foundation', phone: '1777', tel: '1777', url: 'https://www.rgf.org.mt' },
  es: { name: 'FEJAR', phone: '900 200 225', tel: '+34900200225', url: 'https://www.fejar.org' },
} as const satisfies Record<Jurisdiction, Helpline>;

export function helplineFor(jurisdiction: Jurisdiction): Helpline {
  return HELPLINES[jurisdiction];
}
