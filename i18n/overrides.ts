// Operators' own texts (configure({ messages }), <script type="application/json" data-casino-messages>): checked
// against the English source and compiled here, in a chunk only pages with overrides download.
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse, type Token } from '@messageformat/parser';
import { addLocale, isOwnLocale } from './added-locales.ts';
import { MESSAGE_KEYS } from './message-keys.ts';
import { overrideMessages } from './setup.ts';

/** Per locale (`sv`, `es-ES`, or a locale of the operator's own), per stable key or Lingui id, the text. */
export type MessageOverrides = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface PreparedOverrides {
  /** Compiled messages per locale, by Lingui id, ready for `i18n.load`. */
  readonly messages: Record<string, Messages>;
  /** One sentence per refused text, naming its key; the original text stays. */
  readonly refused: string[];
}

const ENGLISH_BY_ID = new Map(Object.values(MESSAGE_KEYS).map(([id, english]) => [id, english]));

/** What a text must keep of its source: placeholders, tags, plural and select arguments; null if unreadable. */
function shapeOf(message: string): string | null {
  const placeholders = new Set<string>();
  const choices = new Set<string>();
  const tags: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') tags.push(...(token.value.match(/<\/?\d+\/?>/g) ?? []));
      else if (token.type === 'argument' || token.type === 'function') placeholders.add(`{${token.arg}}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        choices.add(`{${token.arg}, ${token.type}}`);
        if (!token.cases.some((choice) => choice.key === 'other')) choices.add(`{${token.arg}} without other`);
        for (const choice of token.cases) walk(choice.tokens);
      }
    }
  };
  try {
    walk(parse(message));
  } catch {
    return null;
  }
  return [...[...placeholders].sort(), ...[...choices].sort(), ...tags.sort()].join(' ');
}

/** Checks and compiles what a page gave; what does not fit its source is refused, the rest kept. */
export function prepareOverrides(overrides: unknown): PreparedOverrides {
  const messages: Record<string, Messages> = {};
  const refused: string[] = [];
  if (!overrides || typeof overrides !== 'object') return { messages, refused: ['messages must be an object of locales'] };
  for (const [locale, texts] of Object.entries(overrides as Record<string, unknown>)) {
    if (!texts || typeof texts !== 'object') {
      refused.push(`"${locale}": expected an object of keys and texts`);
      continue;
    }
    for (const [key, text] of Object.entries(texts as Record<string, unknown>)) {
      const known = MESSAGE_KEYS[key];
      const id = known ? known[0] : ENGLISH_BY_ID.has(key) ? key : undefined;
      if (id === undefined) {
        refused.push(`"${key}" (${locale}): no such message key (docs/message-keys.md)`);
        continue;
      }
      if (typeof text !== 'string') {
        refused.push(`"${key}" (${locale}): the text must be a string`);
        continue;
      }
      const expected = shapeOf(known ? known[1] : ENGLISH_BY_ID.get(key)!);
      const actual = shapeOf(text);
      if (actual === null) {
        refused.push(`"${key}" (${locale}): the text is not a valid ICU message`);
        continue;
      }
      if (actual !== expected) {
        refused.push(`"${key}" (${locale}): the text must keep the placeholders, tags and plurals of its source (${expected || 'none'}), not ${actual || 'none'}`);
        continue;
      }
      (messages[locale] ??= {})[id] = compileMessage(text);
    }
  }
  return { messages, refused };
}

/**
 * Applies what a page gave to every widget, live; reports each refused text in the console, naming its key,
 * and returns them. A locale of the operator's own
 * (one this library has no catalog for) needs every key, so that no widget mixes it with English.
 */
export function applyOverrides(overrides: unknown): string[] {
  const { messages, refused } = prepareOverrides(overrides);
  const all = Object.keys(MESSAGE_KEYS).length;
  for (const [locale, compiled] of Object.entries(messages)) {
    if (isOwnLocale(locale)) {
      const given = Object.keys(compiled).length;
      if (given < all) {
        refused.push(`"${locale}": a locale of your own needs the whole catalog, ${all - given} of ${all} keys are missing (docs/message-keys.md)`);
        continue;
      }
      addLocale(locale);
    }
    overrideMessages(locale, compiled);
  }
  for (const reason of refused) console.error(`[casino-elements] Text override refused: ${reason}; the original text stays.`);
  return refused;
}
