/**
 * What a widget shows when its files never arrive (a dropped network, a blocked CDN) after LOAD_ATTEMPTS tries:
 * a line that says so and a button that tries again. It is part of the entry script, so it cannot use the
 * catalogs (they may be what did not arrive): its two texts are here, one row a language.
 */
export const LOAD_ATTEMPTS = 4;

const TEXTS = {
  en: ['This part of the page could not be loaded.', 'Try again'],
  sv: ['Den här delen av sidan kunde inte laddas.', 'Försök igen'],
  fi: ['Tätä sivun osaa ei voitu ladata.', 'Yritä uudelleen'],
  nb: ['Denne delen av siden kunne ikke lastes inn.', 'Prøv igjen'],
  pl: ['Nie udało się wczytać tej części strony.', 'Spróbuj ponownie'],
  th: ['ไม่สามารถโหลดส่วนนี้ของหน้าได้', 'ลองอีกครั้ง'],
  es: ['No se ha podido cargar esta parte de la página.', 'Reintentar'],
} as const satisfies Record<string, readonly [string, string]>;

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
  const language = (locale ?? 'en').toLowerCase().split('-')[0] as keyof typeof TEXTS;
  const [message, action] = TEXTS[language] ?? TEXTS.en;
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
}
