import { createElement, useLayoutEffect, type ComponentType } from 'react';
import { useHost } from './host-context.tsx';

/** A lazily loaded part's own styles, adopted into its widget's shadow root before it paints. */
export function useAdoptedStyles(css: string): void {
  const host = useHost();
  useLayoutEffect(() => host.adoptStyles(css), [host, css]);
}

/** A part loaded on demand, with the styles it brings (adopted before it paints). */
export function withAdoptedStyles<P extends object>(Part: ComponentType<P>, css: string | undefined): ComponentType<P> {
  return function Styled(props: P) {
    useAdoptedStyles(css ?? '');
    return createElement(Part, props);
  };
}
