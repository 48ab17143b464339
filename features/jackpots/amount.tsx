import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../i18n/format.ts';
import { countUpValue } from './rules.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

/**
 * An amount that counts up to each new value it is given (from nothing when first shown), still for a player who
 * asks for less motion. Assistive technology reads the amount it arrives at, once, not every step.
 */
export function CountingAmount({ amount, currency, locale }: { amount: number; currency: string; locale: string }) {
  const [shown, setShown] = useState(() => (reducedMotion() ? amount : 0));
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useEffect(() => {
    const from = shownRef.current;
    if (reducedMotion() || amount <= from) {
      setShown(amount);
      return;
    }
    let frame = 0;
    const started = performance.now();
    const step = (now: number) => {
      const value = countUpValue(from, amount, now - started);
      setShown(value);
      if (value !== amount) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [amount]);
  const money = (value: number) => (currency ? formatMoney(value, currency, locale) : String(Math.round(value * 100) / 100));
  return (
    <span className="amount" part="amount">
      <span aria-hidden="true" className="amount-ticker">{money(shown)}</span>
      <span className="visually-hidden">{money(amount)}</span>
    </span>
  );
}
