import { lazy, Suspense } from 'react';
import { retryingImport } from '../host/index.ts';
import type { SignedInProps } from './signed-in.tsx';

// The signed-in view (who, the balance with the wallet's query, Sign out) shows once a player has signed in: a
// chunk a sign-in form's first render does not load, fetched with the error texts once the form has painted.
const View = lazy(() => retryingImport(() => import('./signed-in.tsx')).then((view) => ({ default: view.SignedIn })));

/** What a sign-in shows once the player is in (signed-in.tsx), loaded when it first shows. */
export function SignedIn(props: SignedInProps) {
  return (
    <Suspense fallback={<div className="loading"><span className="spinner" aria-hidden="true" /></div>}>
      <View {...props} />
    </Suspense>
  );
}
