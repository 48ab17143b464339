// Texts a CMS pastes into a page template, the same as configure({ messages }):
// <script type="application/json" data-casino-messages>{ "sv": { "sign-in": "Logga in här" } }</script>
import { configure, type MessageOverrides } from './platform-access.ts';

const read = new WeakSet<Element>();

/** Applies each pasted script once; one that is not JSON is reported and left out, the others still apply. */
export function readPastedMessages(root: ParentNode = document): void {
  for (const script of root.querySelectorAll('script[type="application/json"][data-casino-messages]')) {
    if (read.has(script)) continue;
    read.add(script);
    let messages: MessageOverrides;
    try {
      messages = JSON.parse(script.textContent ?? '') as MessageOverrides;
    } catch {
      console.error('[casino-elements] A <script data-casino-messages> is not valid JSON; its texts are left out.');
      continue;
    }
    configure({ messages });
  }
}
