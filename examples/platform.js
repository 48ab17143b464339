// The examples' platform switch: the same pages on the REST platform (default) or the realtime one
// (?platform=realtime, kept for the tab). Only the <casino-platform> attributes change: no widget knows.
// Loaded before the library, so the elements read the chosen platform when they are defined.
const PLATFORMS = {
  rest: {},
  realtime: {
    platform: 'realtime',
    'wamp-url': '/wamp',
    realm: 'http://localhost',
    // The HTTP API beside the router (jackpots, favourites) is at the page's origin, under /v1: not the pages' /api.
    'api-url': '/',
    // The realtime reset request needs a captcha: the sandbox serves a stand-in of reCAPTCHA v2.
    'captcha-site-key': 'sandbox-captcha-site-key',
    'captcha-script-url': '/captcha/api.js',
    // The platform serves no terms text: the terms widget links the operator's page.
    'terms-url': '/examples/terms.html',
  },
};
const KEY = 'casino-examples.platform';

function chosenPlatform() {
  const asked = new URLSearchParams(window.location.search).get('platform');
  try {
    if (asked && Object.hasOwn(PLATFORMS, asked)) sessionStorage.setItem(KEY, asked);
    return sessionStorage.getItem(KEY) ?? 'rest';
  } catch {
    return asked && Object.hasOwn(PLATFORMS, asked) ? asked : 'rest';
  }
}

const platform = chosenPlatform();
document.documentElement.dataset.platform = platform;
for (const element of document.querySelectorAll('casino-platform')) {
  for (const [name, value] of Object.entries(PLATFORMS[platform] ?? {})) element.setAttribute(name, value);
}

// The switch, in every page's header.
const header = document.querySelector('header');
if (header) {
  const label = document.createElement('label');
  label.className = 'platform-switch';
  label.textContent = 'Platform ';
  const select = document.createElement('select');
  for (const [value, text] of [['rest', 'REST'], ['realtime', 'Realtime (WAMP)']]) {
    const option = new Option(text, value, false, value === platform);
    select.append(option);
  }
  select.addEventListener('change', () => {
    const url = new URL(window.location.href);
    url.searchParams.set('platform', select.value);
    window.location.assign(url.href);
  });
  label.append(select);
  header.append(label);
}
