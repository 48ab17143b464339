// examples/gallery.html: without ?state=, the list of states; with ?state=<id>, that state set up from the
// sandbox's seed. The library is loaded only once the state's player is signed in, so it finds the session.
// &locale=<locale> shows the state in that language (the page's <casino-platform locale>), links included.
import { GALLERY_STATES } from './gallery-states.js';

const main = document.querySelector('main');
const params = new URLSearchParams(location.search);
const id = params.get('state');
const locale = params.get('locale');
if (locale) document.querySelector('casino-platform').setAttribute('locale', locale);
const state = GALLERY_STATES.find((entry) => entry.id === id);

async function control(path, body) {
  const response = await fetch(`/__sandbox/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  if (!response.ok) throw new Error(`/__sandbox/${path} answered ${response.status}`);
}

function link(entry) {
  const a = document.createElement('a');
  a.href = `/examples/gallery.html?state=${encodeURIComponent(entry.id)}${locale ? `&locale=${encodeURIComponent(locale)}` : ''}`;
  a.textContent = entry.title;
  return a;
}

function showIndex() {
  const title = document.createElement('h1');
  title.textContent = 'Gallery';
  main.querySelector('.gallery-intro').before(title);
  const groups = new Map();
  for (const entry of GALLERY_STATES) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  for (const [group, entries] of groups) {
    const heading = document.createElement('h2');
    heading.textContent = group;
    const list = document.createElement('ul');
    list.className = 'examples';
    for (const entry of entries) {
      const item = document.createElement('li');
      item.append(link(entry));
      const notes = [entry.player ? `signed in as ${entry.player}` : 'signed out', ...(entry.faults ?? []).map((fault) => `fault: ${fault.status} on ${fault.path}`)];
      item.append(` — ${notes.join('; ')}`);
      list.append(item);
    }
    main.append(heading, list);
  }
  document.documentElement.dataset.galleryReady = 'true';
}

async function showState() {
  document.title = `${state.title} · Gallery · casino-elements`;
  const index = GALLERY_STATES.indexOf(state);
  const nav = document.createElement('nav');
  nav.className = 'gallery-nav';
  nav.setAttribute('aria-label', 'Gallery');
  const previous = GALLERY_STATES[index - 1];
  const next = GALLERY_STATES[index + 1];
  if (previous) nav.append('← ', link(previous));
  const all = document.createElement('a');
  all.href = '/examples/gallery.html';
  all.textContent = 'All states';
  nav.append(all);
  if (next) nav.append(link(next), ' →');
  const heading = document.createElement('h1');
  heading.textContent = state.title;
  const about = document.createElement('p');
  about.textContent = `${state.group}. ${state.player ? `Signed in as ${state.player} (password Secret123!).` : 'Signed out.'}${(state.faults ?? []).map((fault) => ` The sandbox answers ${fault.status} ${fault.code} on ${fault.path}.`).join('')} The sandbox was reset to its seed for this state.`;
  main.append(nav, heading, about);

  // From the seed, with this state's faults and player.
  sessionStorage.removeItem('casino-elements.session');
  await control('reset');
  for (const fault of state.faults ?? []) await control('faults', fault);
  if (state.player) {
    const response = await fetch('/api/player/signin/v2', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Username: state.player, Password: 'Secret123!', Platform: 'web' }),
    });
    const { SessionId } = await response.json();
    sessionStorage.setItem('casino-elements.session', SessionId);
  }
  await import('/dist/casino-elements.js');
  const stage = document.createElement('div');
  stage.className = 'gallery-stage';
  stage.innerHTML = state.markup; // this module's own constant markup
  main.append(stage);
  // Ready once every element has rendered (the runtime's `rendered` state) or shows nothing by design, and no
  // widget still says it is loading (a read the sandbox fails is retried before the widget gives up).
  const widgets = [...stage.children];
  const loading = (element) => Boolean(element.shadowRoot?.querySelector('.loading'));
  const settled = () => widgets.every((element) => (element.matches(':state(rendered)') || element.hidden || element.getBoundingClientRect().height === 0) && !loading(element));
  const started = Date.now();
  while (!settled() && Date.now() - started < 15000) await new Promise((resolve) => setTimeout(resolve, 50));
  document.documentElement.dataset.galleryReady = 'true';
}

if (state) await showState();
else showIndex();
