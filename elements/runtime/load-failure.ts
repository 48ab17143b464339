/**
 * What a widget shows when its files never arrive (a dropped network, a blocked CDN) after LOAD_ATTEMPTS tries:
 * a line that says so and a button that tries again. It is part of the entry script, so it cannot use the
 * catalogs (they may be what did not arrive): its English texts are here; the other languages' are a chunk of their
 * own (load-failure-texts.ts), which no first render loads: asked for at a widget's first failed load (prepareLoadFailure),
 * it is here by the last attempt, seconds later. Where it is not (the network is gone), the notice shows in English
 * at once and takes the page's language when the texts arrive.
 */
export const LOAD_ATTEMPTS = 4;

type Texts = readonly [message: string, action: string];
const ENGLISH: Texts = ['This part of the page could not be loaded.', 'Try again'];

let translations: Readonly<Record<string, Texts>> | null = null;
let loading: Promise<void> | null = null;

/** Fetches the other languages' texts, once (one that failed is asked for again at the next call). */
export function prepareLoadFailure(): Promise<void> {
  return (loading ??= import('./load-failure-texts.ts').then((module) => {
    translations = module.LOAD_FAILURE_TEXTS;
  }, () => {
    loading = null;
  }));
}

let sheet: CSSStyleSheet | null = null;
function failureSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync('.load-failure{padding:1em}.load-failure button{font:inherit;padding:.5em 1em}');
  }
  return sheet;
}

/** Shows the notice in the widget's shadow root; `retry` runs once it is clicked (the notice goes first). */
export function showLoadFailure(shadowRoot: ShadowRoot, locale: string | undefined, retry: () => void): void {
  const language = (locale ?? 'en').toLowerCase().split('-')[0]!;
  const textsOf = (): Texts => translations?.[language] ?? ENGLISH;
  const [message, action] = textsOf();
  shadowRoot.querySelector('.load-failure')?.remove();
  if (!shadowRoot.adoptedStyleSheets.includes(failureSheet())) shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, failureSheet()];
  const box = document.createElement('div');
  box.className = 'load-failure';
  box.setAttribute('part', 'load-failure');
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = message;
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('part', 'button-secondary');
  button.textContent = action;
  button.addEventListener('click', () => {
    box.remove();
    retry();
  }, { once: true });
  box.append(text, button);
  shadowRoot.append(box);
  // The page's language once its texts are here, if they were not yet.
  if (!translations && language !== 'en') {
    void prepareLoadFailure().then(() => {
      [text.textContent, button.textContent] = textsOf();
    });
  }
}
