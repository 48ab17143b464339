// A server component: the page imports the package itself (server-safe: it defines nothing on the server) and
// renders the README's client component, whose casino-elements/react components render their bare tags here.
import { version } from 'casino-elements';
import { SignIn } from './sign-in';

export default function Page() {
  return (
    <main data-library={typeof version}>
      <SignIn />
    </main>
  );
}
