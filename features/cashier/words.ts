/** A space- or comma-separated attribute as a list ("a.example b.example"). */
export function words(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter(Boolean);
}
