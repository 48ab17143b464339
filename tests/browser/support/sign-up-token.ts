/** An unsigned JWT with these claims, as the identity provider's sign-up token carries them. */
export function tokenFor(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** The sandbox's seeded token (sandbox/sign-up-seed.ts): Erik Svensson, SE, maximum 1000 / 5000 / 20000 SEK. */
export const SEEDED_SIGN_UP_TOKEN = tokenFor({
  sub: 'sandbox-person-1', given_name: 'Erik', family_name: 'Svensson', birthdate: '1985-03-14', country: 'SE',
  max_deposit_limit: { day: 1000, week: 5000, month: 20000 },
});
