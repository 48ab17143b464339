// What svelte-check sees of `<casino-signin hide-close oncasino-signed-in={…}>` in a Svelte 5 app (and
// `on:casino-signed-in` in Svelte 4): the props of each tag, from the package's 'casino-elements/svelte' types.
import type { SvelteHTMLElements } from 'svelte/elements';
import type {} from 'casino-elements/svelte';

type Props<T extends keyof SvelteHTMLElements> = SvelteHTMLElements[T];

export const signIn: Props<'casino-signin'> = {
  class: 'sidebar',
  'hide-close': true,
  hideClose: true,
  jurisdiction: 'sga',
  'oncasino-signed-in': (event) => event.detail.userId.toUpperCase(),
  'on:casino-signed-in': (event) => event.detail.userId.toUpperCase(),
  'oncasino-funnel': (event) => event.detail.name,
};
export const deposit: Props<'casino-deposit'> = { amount: 50, 'oncasino-deposit-success': (event) => event.detail.amount };
export const account: Props<'casino-account'> = { tab: 'inbox', 'oncasino-tab-change': (event) => event.detail.tab };

// @ts-expect-error an attribute of another type: amount is a number
export const wrongAmount: Props<'casino-deposit'> = { amount: 'fifty' };
// @ts-expect-error an event's detail is typed: casino-signed-in carries userId, not email
export const wrongDetail: Props<'casino-signin'> = { 'oncasino-signed-in': (event) => event.detail.email };
// @ts-expect-error an attribute the tag does not have
export const unknownAttribute: Props<'casino-signin'> = { 'merchant-id': '1' };
// @ts-expect-error a tag the package does not define
export const unknownTag: Props<'casino-nothing'> = {};
