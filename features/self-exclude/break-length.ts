/**
 * How long Take a break keeps the player out: the panic button's 24 hours (the Swedish "spelpaus" the
 * platform applies to a Pause). The question and the result say it, with the time it ends.
 */
export const PANIC_BREAK_HOURS = 24;

/** When a break taken at `fromMs` ends. */
export function breakEndsAt(fromMs: number): Date {
  return new Date(fromMs + PANIC_BREAK_HOURS * 3_600_000);
}
