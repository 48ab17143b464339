export const SNAPSHOT: string;
export function publicSurface(manifest: unknown): string[];
export function breakingChanges(released: string[], current: string[], releasedVersion: string, currentVersion: string): string[];
