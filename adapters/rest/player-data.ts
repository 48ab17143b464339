// The player's lifetime figures, properties, SSO tokens and the exchange rates (shared/reference/rest-platform.md,
// "Player endpoints" and "Public and casino endpoints").
import * as v from 'valibot';
import type { ExchangeRates, LifetimeStats, PlayerProperty, PlayerPropertyType } from '../contract.ts';
import type { RestContext } from './context.ts';
import { lookup } from './mappings.ts';
import { numeric, text } from './scalars.ts';

/** GET /player/lifetime-stats: `{NGR}`. */
const LifetimeStatsAnswer = v.object({ NGR: numeric });

export async function getLifetimeStats(rest: RestContext): Promise<LifetimeStats> {
  const stats = await rest.http.json({ method: 'GET', operation: 'getLifetimeStats', path: '/player/lifetime-stats', session: true }, LifetimeStatsAnswer);
  return { netGamingRevenue: stats.NGR };
}

/** POST /player/create-sso-token answers the token as a JSON string. */
const SsoTokenAnswer = v.pipe(v.string(), v.trim(), v.minLength(1));

export async function createSsoToken(rest: RestContext, type?: string): Promise<string> {
  return rest.http.json(
    { method: 'POST', operation: 'createSsoToken', path: '/player/create-sso-token', session: true, body: type ? { TokenType: type } : {} },
    SsoTokenAnswer,
  );
}

/** GET /exchange-rates: a currency-to-number map (EUR 1); a rate that is not a positive number is left out. */
const ExchangeRatesAnswer = v.record(v.string(), v.unknown());

export async function getExchangeRates(rest: RestContext): Promise<ExchangeRates> {
  const answer = await rest.http.json({ method: 'GET', operation: 'getExchangeRates', path: '/exchange-rates' }, ExchangeRatesAnswer);
  const rates: Record<string, number> = {};
  for (const [currency, raw] of Object.entries(answer)) {
    const rate = v.safeParse(numeric, raw);
    if (rate.success && rate.output > 0 && /^[A-Z]{3}$/i.test(currency)) rates[currency.toUpperCase()] = rate.output;
  }
  return Object.freeze(rates);
}

/** PlayerProperty `Type` → ours, and back. */
export const PROPERTY_TYPES = {
  Text: 'text',
  Number: 'number',
  DateTime: 'date-time',
  Date: 'date',
  Time: 'time',
  OddsFormat: 'odds-format',
} as const satisfies Record<string, PlayerPropertyType>;

const PROVIDER_PROPERTY_TYPES = Object.fromEntries(Object.entries(PROPERTY_TYPES).map(([provider, ours]) => [ours, provider])) as Record<PlayerPropertyType, string>;

/** PlayerProperty: the public client spells the value `value`; a real backend in .NET style may send `Value`. */
const PlayerPropertyRow = v.object({ Name: text, Type: text, value: v.optional(v.unknown()), Value: v.optional(v.unknown()) });

function toProperty(row: v.InferOutput<typeof PlayerPropertyRow>): PlayerProperty | null {
  const name = row.Name?.trim();
  if (!name) return null;
  const raw = row.value ?? row.Value;
  const value = typeof raw === 'string' ? raw : raw == null ? '' : JSON.stringify(raw);
  return { name, type: lookup(PROPERTY_TYPES, row.Type) ?? 'text', value };
}

export async function getPlayerProperties(rest: RestContext): Promise<readonly PlayerProperty[]> {
  const rows = await rest.http.json({ method: 'GET', operation: 'getPlayerProperties', path: '/player-properties', session: true }, v.nullish(v.array(PlayerPropertyRow)));
  return (rows ?? []).map(toProperty).filter((property): property is PlayerProperty => property !== null);
}

/** POST /player-properties with `{Properties:[{Name, Type, Value}]}`. */
export async function setPlayerProperties(rest: RestContext, properties: readonly PlayerProperty[]): Promise<void> {
  await rest.http.send({
    method: 'POST',
    operation: 'setPlayerProperties',
    path: '/player-properties',
    session: true,
    body: { Properties: properties.map((property) => ({ Name: property.name, Type: PROVIDER_PROPERTY_TYPES[property.type], Value: property.value })) },
  });
}
