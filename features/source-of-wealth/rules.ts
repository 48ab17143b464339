import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SourceOfWealth } from '../../adapters/contract.ts';

/**
 * The declaration's choices as data (spec 001 §9 "Source of wealth options"). `label` is what the platform
 * receives (English, whatever the player's language: a reviewer reads it); `text` is what the player sees.
 */
export interface Choice {
  readonly id: string;
  readonly label: string;
  readonly text: MessageDescriptor;
}

export const OTHER = 'other';

export const SOURCES: readonly Choice[] = [
  { id: 'salary', label: 'Salary', text: msg`Salary` },
  { id: 'business', label: 'Business', text: msg`Business` },
  { id: 'inheritance', label: 'Inheritance', text: msg`Inheritance` },
  { id: 'sale-of-property', label: 'Sale of Property', text: msg`Sale of Property` },
  { id: 'pension', label: 'Retirement Income/Pension', text: msg`Retirement Income/Pension` },
  { id: 'unemployment-benefits', label: 'Unemployment Benefits', text: msg`Unemployment Benefits` },
  { id: 'gaming-winnings', label: 'Winnings from gaming/lottery/betting', text: msg`Winnings from gaming/lottery/betting` },
  { id: OTHER, label: 'Other', text: msg`Other` },
];

/** About 24 industries and Other (spec 001 §9); the spec does not list them, these are the usual ones. */
export const INDUSTRIES: readonly Choice[] = [
  { id: 'accounting-finance', label: 'Accounting and finance', text: msg`Accounting and finance` },
  { id: 'agriculture', label: 'Agriculture, forestry and fishing', text: msg`Agriculture, forestry and fishing` },
  { id: 'arts-entertainment', label: 'Arts and entertainment', text: msg`Arts and entertainment` },
  { id: 'construction', label: 'Construction', text: msg`Construction` },
  { id: 'education', label: 'Education', text: msg`Education` },
  { id: 'energy-utilities', label: 'Energy and utilities', text: msg`Energy and utilities` },
  { id: 'gambling', label: 'Gambling', text: msg`Gambling` },
  { id: 'government', label: 'Government and public sector', text: msg`Government and public sector` },
  { id: 'healthcare', label: 'Healthcare and social work', text: msg`Healthcare and social work` },
  { id: 'hospitality', label: 'Hospitality and tourism', text: msg`Hospitality and tourism` },
  { id: 'information-technology', label: 'Information technology', text: msg`Information technology` },
  { id: 'insurance', label: 'Insurance', text: msg`Insurance` },
  { id: 'legal', label: 'Legal services', text: msg`Legal services` },
  { id: 'manufacturing', label: 'Manufacturing', text: msg`Manufacturing` },
  { id: 'media-marketing', label: 'Media and marketing', text: msg`Media and marketing` },
  { id: 'military-security', label: 'Military and security', text: msg`Military and security` },
  { id: 'mining', label: 'Mining and raw materials', text: msg`Mining and raw materials` },
  { id: 'real-estate', label: 'Real estate', text: msg`Real estate` },
  { id: 'retail-wholesale', label: 'Retail and wholesale', text: msg`Retail and wholesale` },
  { id: 'science-research', label: 'Science and research', text: msg`Science and research` },
  { id: 'sports', label: 'Sports and fitness', text: msg`Sports and fitness` },
  { id: 'telecommunications', label: 'Telecommunications', text: msg`Telecommunications` },
  { id: 'transport-logistics', label: 'Transport and logistics', text: msg`Transport and logistics` },
  { id: 'not-working', label: 'Not working (student, retired, unemployed)', text: msg`Not working (student, retired, unemployed)` },
  { id: OTHER, label: 'Other', text: msg`Other` },
];

/** An annual income band in the player's currency; `to` null for the open-ended top band. */
export interface IncomeBand {
  readonly from: number;
  readonly to: number | null;
}

/** SEK and NOK (spec 001 §9). */
const SEK_NOK_BANDS: readonly IncomeBand[] = [
  { from: 0, to: 250_000 },
  { from: 250_001, to: 500_000 },
  { from: 500_001, to: 750_000 },
  { from: 750_001, to: 1_000_000 },
  { from: 1_000_001, to: 1_500_000 },
  { from: 1_500_001, to: null },
];

/** Other currencies: 25000 wide up to 150000, then above (the spec leaves the edges; these follow SEK's pattern). */
const OTHER_BANDS: readonly IncomeBand[] = [
  { from: 0, to: 25_000 },
  { from: 25_001, to: 50_000 },
  { from: 50_001, to: 75_000 },
  { from: 75_001, to: 100_000 },
  { from: 100_001, to: 125_000 },
  { from: 125_001, to: 150_000 },
  { from: 150_001, to: null },
];

/** The bands of a currency, by currency: a new currency with bands of its own is a new row. */
export const INCOME_BANDS: Readonly<Record<string, readonly IncomeBand[]>> = { SEK: SEK_NOK_BANDS, NOK: SEK_NOK_BANDS };

export function incomeBands(currency: string): readonly IncomeBand[] {
  return INCOME_BANDS[currency.toUpperCase()] ?? OTHER_BANDS;
}

/** The band a choice names (its lower bound, as the form keeps it), or undefined. */
export function bandOf(value: string, currency: string): IncomeBand | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  return incomeBands(currency).find((band) => band.from === Number(value));
}

/** What the form keeps (strings and lists, so the draft can hold it). */
export interface SourceOfWealthValues {
  [field: string]: unknown;
  sources: string[];
  sourceOther: string;
  industry: string;
  industryOther: string;
  occupation: string;
  nationality: string;
  birthCountry: string;
  income: string;
  confirmed: boolean;
}

export function emptyValues(country: string): SourceOfWealthValues {
  const code = /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : '';
  return { sources: [], sourceOther: '', industry: '', industryOther: '', occupation: '', nationality: code, birthCountry: code, income: '', confirmed: false };
}

/** The declaration sent, from complete values: the chosen rows' labels, the Other texts only with Other. */
export function buildDeclaration(values: SourceOfWealthValues, currency: string): SourceOfWealth {
  const sources = SOURCES.filter((row) => values.sources.includes(row.id)).map(({ id, label }) => ({ id, label }));
  const industry = INDUSTRIES.find((row) => row.id === values.industry);
  const band = bandOf(values.income, currency);
  if (!industry || !band || sources.length === 0) throw new Error('The declaration is not complete.');
  const sourceOther = values.sources.includes(OTHER) ? values.sourceOther.trim() : '';
  const industryOther = industry.id === OTHER ? values.industryOther.trim() : '';
  return {
    sources,
    ...(sourceOther ? { sourceOther } : {}),
    industry: { id: industry.id, label: industry.label },
    ...(industryOther ? { industryOther } : {}),
    occupation: values.occupation.trim(),
    income: band.to === null ? { from: band.from } : { from: band.from, to: band.to },
    confirmed: values.confirmed,
    nationality: values.nationality,
    birthCountry: values.birthCountry,
  };
}
