// The inbox (spec 002 §7.4): a signed-in page's first read where it shows messages (the account opens on it), an
// area of the adapter of its own (adapters/rest/index.ts) rather than with the rest of the account's calls.
import * as v from 'valibot';
import type { Message, MessageStatus } from '../contract.ts';
import type { RestContext } from './context.ts';
import { lookup } from './mappings.ts';
import { id, text } from './scalars.ts';

/** InternalMessage `Status` → ours, and back for the mark call. */
export const MESSAGE_STATUS = {
  Unpushed: 'unpushed',
  Read: 'read',
  Notified: 'notified',
} as const satisfies Record<string, MessageStatus>;

export const PROVIDER_MESSAGE_STATUS = {
  unpushed: 'Unpushed',
  read: 'Read',
  notified: 'Notified',
} as const satisfies Record<MessageStatus, string>;


/** InternalMessage: `{Id, Status, StartDate, EndDate, Title?, Content?, Attributes?}`. */
const InternalMessage = v.object({
  Id: id,
  Status: text,
  StartDate: text,
  EndDate: text,
  Title: text,
  Content: text,
  Attributes: v.nullish(v.record(v.string(), v.nullish(v.string()))),
});
type InternalMessage = v.InferOutput<typeof InternalMessage>;

function attribute(attributes: InternalMessage['Attributes'], name: string): string | undefined {
  if (!attributes) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(attributes)) if (key.toLowerCase() === wanted && value) return value;
  return undefined;
}

export function toMessage(message: InternalMessage): Message {
  const ctaAction = attribute(message.Attributes, 'CtaAction');
  const ctaText = attribute(message.Attributes, 'CtaText');
  return {
    id: String(message.Id),
    title: message.Title ?? '',
    content: message.Content ?? '',
    // A status the table does not know has not been read by the player.
    status: lookup(MESSAGE_STATUS, message.Status) ?? 'notified',
    messageSent: message.StartDate ?? '',
    ...(ctaAction ? { ctaAction } : {}),
    ...(ctaText ? { ctaText } : {}),
  };
}

export async function getMessages(rest: RestContext): Promise<readonly Message[]> {
  const list = await rest.http.json({ method: 'GET', operation: 'getMessages', path: '/internalmessages', area: 'inbox', session: true }, v.array(InternalMessage));
  return list.map(toMessage);
}

/** GET /internalmessages/{id}: one message (spec 002 §7.4; the public client's getById asks with-status instead). */
export async function getMessage(rest: RestContext, id: string): Promise<Message> {
  const message = await rest.http.json(
    { method: 'GET', operation: 'getMessage', path: `/internalmessages/${encodeURIComponent(id)}`, area: 'inbox', session: true },
    InternalMessage,
  );
  return toMessage(message);
}

export async function markMessage(rest: RestContext, messageId: string, status: MessageStatus): Promise<void> {
  await rest.http.send({
    method: 'POST',
    operation: 'markMessage',
    path: '/internalmessages/mark',
    area: 'inbox',
    session: true,
    body: { MessageId: /^\d+$/.test(messageId) ? Number(messageId) : messageId, Status: PROVIDER_MESSAGE_STATUS[status] },
  });
}
