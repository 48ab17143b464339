import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatMoney } from '../../../i18n/format.ts';
import type { LimitUnit } from './rules.ts';

/** Minutes as the player reads them: whole days, whole hours, or hours and minutes. */
export function formatMinutes(i18n: I18n, minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole >= 1440 && whole % 1440 === 0) {
    const days = whole / 1440;
    return i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`);
  }
  if (whole >= 60 && whole % 60 === 0) {
    const hours = whole / 60;
    return i18n._(msg`${plural(hours, { one: '# hour', other: '# hours' })}`);
  }
  if (whole < 60) return i18n._(msg`${plural(whole, { one: '# minute', other: '# minutes' })}`);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return i18n._(msg`${hours} h ${rest} min`);
}

/** A limit's stored amount (money, or minutes) for display. */
export function formatLimitAmount(i18n: I18n, unit: LimitUnit, amount: number, currency: string): string {
  return unit === 'money' ? formatMoney(amount, currency, i18n.locale) : formatMinutes(i18n, amount);
}
