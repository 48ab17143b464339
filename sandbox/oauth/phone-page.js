// The sandbox phone: lists the provider's pending orders every second and approves one as a person
// number, opens the app for it, declines it in the app (the provider's error) or cancels it.
const list = document.getElementById('orders');
const empty = document.getElementById('empty');
const result = document.getElementById('result');
const peopleList = document.getElementById('people');
let people = [];
const shown = new Map();

async function act(id, action, personNumber) {
  const response = await fetch(`/__phone/api/orders/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(personNumber ? { personNumber } : {}),
  });
  const answer = await response.json().catch(() => ({}));
  result.textContent = response.ok ? `Order ${id}: ${answer.status}${action === 'open' ? ' (app opened)' : ''}.` : `Order ${id}: ${answer.Message ?? 'refused'}`;
  await refresh();
}

function button(text, onClick) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
}

function item(order) {
  const li = document.createElement('li');
  li.dataset.order = order.id;
  const heading = document.createElement('p');
  heading.textContent = `Order ${order.id} from ${order.operator} (${order.platform}), started ${new Date(order.createdAt).toLocaleTimeString()}`;
  const label = document.createElement('label');
  label.textContent = 'Person number ';
  const input = document.createElement('input');
  input.name = 'personNumber';
  input.inputMode = 'numeric';
  input.autocomplete = 'off';
  input.setAttribute('list', 'seeded-people');
  input.value = people[0]?.personNumber ?? '';
  label.append(input);
  const actions = document.createElement('div');
  actions.className = 'actions';
  actions.append(
    button('Approve', () => void act(order.id, 'approve', input.value)),
    button('Open the app', () => void act(order.id, 'open')),
    button('Decline', () => void act(order.id, 'decline')),
    button('Cancel', () => void act(order.id, 'cancel')),
  );
  li.append(heading, label, actions);
  return li;
}

async function refresh() {
  const response = await fetch('/__phone/api/orders', { cache: 'no-store' }).catch(() => null);
  if (!response?.ok) return;
  const answer = await response.json();
  if (people.length === 0) {
    people = answer.people;
    const datalist = document.createElement('datalist');
    datalist.id = 'seeded-people';
    for (const person of people) {
      const li = document.createElement('li');
      li.textContent = `${person.personNumber}: ${person.label}`;
      peopleList.append(li);
      const option = document.createElement('option');
      option.value = person.personNumber;
      option.label = person.label;
      datalist.append(option);
    }
    document.body.append(datalist);
  }
  // Keep the rows already shown (and what was typed in them); add new orders, drop finished ones.
  const ids = new Set(answer.orders.map((order) => order.id));
  for (const [id, li] of shown) if (!ids.has(id)) { li.remove(); shown.delete(id); }
  for (const order of answer.orders) {
    if (shown.has(order.id)) continue;
    const li = item(order);
    shown.set(order.id, li);
    list.prepend(li);
  }
  empty.hidden = shown.size > 0;
}

void refresh();
setInterval(() => void refresh(), 1000);
