// The README's React section as an app: the components set properties and hear typed events. Rendered in the
// browser (main.tsx), and on the server then hydrated (server.tsx, hydrate.tsx).
import { useState } from 'react';
import { CasinoPlatform, CasinoSignIn } from 'casino-elements/react';

export function App() {
  const [userId, setUserId] = useState<string | null>(null);
  return (
    <>
      <CasinoPlatform platform="rest" apiUrl="/api" jurisdiction="mga" locale="en" />
      <p id="heard">{userId === null ? 'not signed in' : `signed in: ${userId}`}</p>
      <CasinoSignIn hideClose onSignedIn={(event) => setUserId(String(event.detail.userId))} />
    </>
  );
}
