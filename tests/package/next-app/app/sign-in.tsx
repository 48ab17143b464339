'use client';
// The README's React section: the components set properties and hear typed events, after hydration too.
import { useState } from 'react';
import { CasinoPlatform, CasinoSignIn } from 'casino-elements/react';

export function SignIn() {
  const [userId, setUserId] = useState<string | null>(null);
  return (
    <>
      <CasinoPlatform platform="rest" apiUrl="/api" jurisdiction="mga" locale="en" />
      <p id="heard">{userId === null ? 'not signed in' : `signed in: ${userId}`}</p>
      <CasinoSignIn hideClose onSignedIn={(event) => setUserId(String(event.detail.userId))} />
    </>
  );
}
