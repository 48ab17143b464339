import { useLayoutEffect } from 'react';
import { useHost } from './host-context.tsx';

/** A lazily loaded part's own styles, adopted into its widget's shadow root before it paints. */
export function useAdoptedStyles(css: string): void {
  const host = useHost();
  useLayoutEffect(() => host.adoptStyles(css), [host, css]);
}
