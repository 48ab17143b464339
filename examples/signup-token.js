// The sandbox's seeded sign-up token (sandbox/sign-up-seed.ts). A real page gets it from the OAuth sign-in
// and hands it over as a property: never as an attribute, never in the address.
const SANDBOX_SIGN_UP_TOKEN =
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJzYW5kYm94LXBlcnNvbi0xIiwiZ2l2ZW5fbmFtZSI6IkVyaWsiLCJmYW1pbHlfbmFtZSI6IlN2ZW5zc29uIiwiYmlydGhkYXRlIjoiMTk4NS0wMy0xNCIsImNvdW50cnkiOiJTRSIsIm1heF9kZXBvc2l0X2xpbWl0Ijp7ImRheSI6MTAwMCwid2VlayI6NTAwMCwibW9udGgiOjIwMDAwfX0.';

for (const element of document.querySelectorAll('[data-sandbox-token]')) element.token = SANDBOX_SIGN_UP_TOKEN;
for (const button of document.querySelectorAll('[data-token-modal]')) {
  button.addEventListener('click', () => window.casino.open('signup-token', { token: SANDBOX_SIGN_UP_TOKEN }));
}
