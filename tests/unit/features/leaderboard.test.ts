// The leaderboard's rules: the rows asked for, where the tournament stands, whether the player can join (and the
// catalogue's text of the refusal they would meet), which row is theirs and how players are named.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_LEADERBOARD_LIMIT, JOIN_REFUSALS, displayName, joinState, leaderboardLimit, ownRow, tournamentPhase } from '../../../features/leaderboard/index.ts';

const NOW = Date.parse('2026-05-10T12:00:00Z');
const row = (position: number, firstName: string, lastName: string, points = 100) => ({ position, firstName, lastName, points });

test('ten rows unless the element asks for another whole number, at most a hundred', () => {
  assert.equal(DEFAULT_LEADERBOARD_LIMIT, 10);
  assert.equal(leaderboardLimit(undefined), 10);
  assert.equal(leaderboardLimit(3), 3);
  assert.equal(leaderboardLimit(0), 10);
  assert.equal(leaderboardLimit(2.5), 10);
  assert.equal(leaderboardLimit(5000), 100);
});

test('a tournament is upcoming, running or ended by its dates', () => {
  assert.equal(tournamentPhase({ startDate: '2026-05-11T00:00:00Z', endDate: '2026-05-20T00:00:00Z' }, NOW), 'upcoming');
  assert.equal(tournamentPhase({ startDate: '2026-05-01T00:00:00Z', endDate: '2026-05-20T00:00:00Z' }, NOW), 'running');
  assert.equal(tournamentPhase({ startDate: '2026-04-01T00:00:00Z', endDate: '2026-05-10T12:00:00Z' }, NOW), 'ended');
});

test('joined, can join, need not join, may not join; the last two with the spec\'s refusal keys', () => {
  const me = row(5, 'Alex', 'Morgan', 0);
  assert.equal(joinState({ canJoin: true, optIn: true }, me), 'joined');
  assert.equal(joinState({ canJoin: true, optIn: true }, null), 'can-join');
  assert.equal(joinState({ canJoin: false, optIn: false }, null), 'not-required');
  assert.equal(joinState({ canJoin: false, optIn: true }, null), 'not-allowed');
  assert.deepEqual(JOIN_REFUSALS, { 'not-required': 'tournament.optin-not-required', 'not-allowed': 'tournament.optin-not-allowed' });
});

test('the player\'s row is the one with their name around them; none when they have not joined', () => {
  const around = [row(3, 'Nora', 'Dahl'), row(4, 'Ola', 'Nowak'), row(5, 'Alex', 'Morgan', 0)];
  assert.deepEqual(ownRow(around, { firstName: 'alex', lastName: 'MORGAN ' }), around[2]);
  assert.equal(ownRow([], { firstName: 'Alex', lastName: 'Morgan' }), null);
  assert.equal(ownRow(around, { firstName: 'Kim', lastName: 'Lee' }), null);
  assert.deepEqual(ownRow([row(7, 'Alex', 'M')], null), row(7, 'Alex', 'M'));
});

test('players are named by first name and the last name\'s initial', () => {
  assert.equal(displayName({ firstName: 'Maja', lastName: 'berg' }), 'Maja B.');
  assert.equal(displayName({ firstName: 'Prince', lastName: '' }), 'Prince');
});
