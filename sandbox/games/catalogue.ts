// The sandbox casino's games: a dozen, some with a demo (fun) mode, one flagged as appealing to children, one
// table game with tables. Both platforms serve this one list (REST `GET /casino`, realtime `/casino#getGames`).

export interface SandboxGame {
  id: string;
  /** The provider's slug (the realtime platform launches by it). */
  slug: string;
  name: string;
  category: 'slots' | 'table' | 'live';
  provider: string;
  demo: boolean;
  /** The provider flags the game as appealing to children. */
  childish: boolean;
  rtp: number;
  tables: readonly { id: string; name: string }[];
}

const game = (id: string, name: string, extra: Partial<SandboxGame> = {}): SandboxGame => ({
  id,
  slug: id,
  name,
  category: 'slots',
  provider: 'Sandbox Studios',
  demo: true,
  childish: false,
  rtp: 96.1,
  tables: [],
  ...extra,
});

export const SANDBOX_GAMES: readonly SandboxGame[] = [
  game('mega-fortune', 'Mega Fortune', { demo: false, rtp: 96.6 }),
  game('mega-fortune-dreams', 'Mega Fortune Dreams', { demo: false, rtp: 96.4 }),
  game('divine-fortune', 'Divine Fortune', { rtp: 96.59 }),
  game('hall-of-gods', 'Hall of Gods', { demo: false, rtp: 95.7 }),
  game('starburst', 'Starburst', { rtp: 96.09 }),
  game('gonzos-quest', "Gonzo's Quest", { rtp: 95.97 }),
  game('book-of-dead', 'Book of Dead', { provider: 'Sandbox Play', rtp: 96.21 }),
  game('candy-castle', 'Candy Castle', { childish: true, rtp: 94.5 }),
  game('fruit-shop', 'Fruit Shop', { rtp: 96.7 }),
  game('blackjack', 'Blackjack', { category: 'table', rtp: 99.5, tables: [{ id: 'table-7', name: 'Table 7' }, { id: 'table-9', name: 'Table 9' }] }),
  game('european-roulette', 'European Roulette', { category: 'table', rtp: 97.3 }),
  game('lightning-roulette', 'Lightning Roulette', { category: 'live', demo: false, provider: 'Sandbox Live', rtp: 97.1 }),
];

export function findGame(id: string): SandboxGame | undefined {
  const wanted = id.toLowerCase();
  return SANDBOX_GAMES.find((entry) => entry.id === wanted || entry.slug === wanted);
}
