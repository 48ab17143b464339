// The floor for a usable sign-in form: a bare React 19 page with the same fields and button as <casino-signin>,
// and nothing else (no stylesheet, no shadow DOM, no catalog, no state library). What a player's browser could
// reach with React at all; the styled baseline (baseline-signin.tsx) is the same form looking like ours.
import { useId, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

function SignInForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Sign in</h2>
      <label htmlFor={`${id}-email`}>Email</label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
      <label htmlFor={`${id}-password`}>Password</label>
      <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
      <button type="submit">Sign in</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<SignInForm />);
