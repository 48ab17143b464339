// examples/theme.html: every --casino-* token shown with its value now, and a control that sets it on :root.
// The rows (and each token's defaults) are generated from custom-elements.json by scripts/docs-tables.mjs.
const root = document.documentElement;
const rows = [...document.querySelectorAll('tr[data-token]')];
const user = new Map(); // token -> value the visitor set
const systemDark = matchMedia('(prefers-color-scheme: dark)');
let scheme = 'system';

const isColour = (value) => /^#[0-9a-f]{6}$/i.test(value);
const darkShown = () => scheme === 'dark' || (scheme === 'system' && systemDark.matches);

/** The token a control changes in the scheme shown, and the value the widgets use for it now. */
function current(row) {
  const { token, darkToken, default: light, darkDefault } = row.dataset;
  // What the page's rules give the token now (a preset, a scheme), else its default.
  const ruled = (name) => getComputedStyle(root).getPropertyValue(name).trim();
  if (darkToken && darkShown()) return { token: darkToken, value: user.get(darkToken) ?? (ruled(darkToken) || darkDefault) };
  return { token, value: user.get(token) ?? (ruled(token) || light) };
}

function apply() {
  for (const name of [...root.style]) if (name.startsWith('--casino-')) root.style.removeProperty(name);
  for (const row of rows) {
    const { token, darkToken } = row.dataset;
    // The library's data-casino-scheme rules give the other scheme's tokens this one's values (docs/theming.md).
    if (darkToken && scheme === 'dark' && user.has(darkToken)) root.style.setProperty(token, user.get(darkToken));
  }
  root.dataset.casinoScheme = scheme === 'system' ? 'auto' : scheme;
  for (const [token, value] of user) root.style.setProperty(token, value);
  if (scheme === 'system') delete root.dataset.theme;
  else root.dataset.theme = scheme;
  for (const row of rows) show(row);
}

function show(row) {
  const { token, value } = current(row);
  const cell = row.querySelector('.token-control');
  const input = cell.querySelector('input');
  if (input) {
    input.setAttribute('aria-label', token);
    if (input.type === 'color' && isColour(value)) input.value = value;
    if (input.type === 'text') input.value = value;
  }
  cell.querySelector('output').value = value || 'set by the element from its background-image attribute';
}

for (const row of rows) {
  const cell = document.createElement('div');
  cell.className = 'token-control';
  row.querySelector('.token-value').append(cell);
  const output = document.createElement('output');
  // A token without a default is the element's own (the background image): shown, not set by the page.
  if (!row.dataset.default) {
    cell.append(output);
    continue;
  }
  const input = document.createElement('input');
  input.type = isColour(row.dataset.default) ? 'color' : 'text';
  cell.append(input, output);
  input.addEventListener('input', () => {
    const { token } = current(row);
    if (input.value === '') user.delete(token);
    else user.set(token, input.value);
    // Always dark: the widgets read the light tokens too, so they take the value as well.
    if (scheme === 'dark' && row.dataset.darkToken === token) user.set(row.dataset.token, input.value);
    apply();
  });
}

for (const radio of document.querySelectorAll('input[name="scheme"]')) {
  radio.addEventListener('change', () => {
    scheme = radio.value;
    apply();
  });
}
for (const radio of document.querySelectorAll('input[name="preset"]')) {
  radio.addEventListener('change', () => {
    if (radio.value) root.dataset.casinoPreset = radio.value;
    else delete root.dataset.casinoPreset;
    apply();
  });
}
systemDark.addEventListener('change', apply);
document.querySelector('#theme-reset').addEventListener('click', () => {
  user.clear();
  apply();
});
document.querySelector('[data-open="signin"]').addEventListener('click', () => window.casino.openSignIn());
apply();
