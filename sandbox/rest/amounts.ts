/** State keeps minor units; the platform speaks decimal amounts (250.5, not 25050). */
export const toAmount = (minor: number): number => minor / 100;
