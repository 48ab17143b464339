import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface ScrollRegionProps {
  /** The id of what names the region (a table's caption). */
  readonly labelledBy: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * Content that must keep its width (a table's columns side by side) and scrolls sideways inside this region
 * where the widget is narrower. While it scrolls the region is a tab stop, so the keyboard can scroll it too
 * (WCAG 2.1.1); while everything fits it is not, and Tab goes straight on to the actions.
 */
export function ScrollRegion({ labelledBy, className, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const region = ref.current;
    if (!region) return;
    const measure = () => setScrolls(region.scrollWidth > region.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    for (const child of region.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={['scroll-region', className].filter(Boolean).join(' ')} role="region" aria-labelledby={labelledBy} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </div>
  );
}
