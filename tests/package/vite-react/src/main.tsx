// The README's React section as an app: the components set properties and hear typed events.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CasinoPlatform, CasinoSignIn } from 'casino-elements/react';

function App() {
  const [userId, setUserId] = useState<string | null>(null);
  return (
    <>
      <CasinoPlatform platform="rest" apiUrl="/api" jurisdiction="mga" locale="en" />
      <p id="heard">{userId === null ? 'not signed in' : `signed in: ${userId}`}</p>
      <CasinoSignIn hideClose onSignedIn={(event) => setUserId(String(event.detail.userId))} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
