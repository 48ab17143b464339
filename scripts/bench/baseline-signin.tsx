// The bench's baseline: the sign-in form as a bare React 19 page would render it, without our runtime,
// state, catalogs or shadow DOM. `npm run bench` bundles it with esbuild.
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
  };
  return (
    <form onSubmit={submit} noValidate>
      <h2>Sign in</h2>
      <label>E-mail<input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} /></label>
      <label>Password<input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} /></label>
      <label><input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />Remember me</label>
      <button type="submit">Sign in</button>
      <a href="#forgot">Forgot password?</a>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<SignInForm />);
