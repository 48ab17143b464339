// What the types must refuse (each line below an @ts-expect-error is an error, or tsc fails).
import { CasinoSignIn, CasinoAccount } from 'casino-elements/react';

export const wrong = [
  // @ts-expect-error hideClose is a boolean
  <CasinoSignIn hideClose="yes" />,
  // @ts-expect-error the signed-in detail has no field `nope`
  <CasinoSignIn onSignedIn={(event) => event.detail.nope} />,
  // @ts-expect-error no such event prop on the account
  <CasinoAccount onDepositSuccess={() => undefined} />,
  <CasinoAccount tab="inbox" onTabChange={(event) => event.detail.tab.toUpperCase()} />,
];
