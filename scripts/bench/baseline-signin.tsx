// The bench's baseline: the sign-in form as a bare React 19 page would render it, without our runtime,
// state, catalogs or shadow DOM: the same markup and the same stylesheet as <casino-signin>'s first render
// (so the two pages look the same; compare screenshots when either changes). `npm run bench` bundles it with
// esbuild.
import { useId, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BANK_ID_STYLES } from '../../features/signin-oauth/styles.ts';
import { adoptWidgetStyles } from './baseline-styles.ts';

function SignInForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [remember, setRemember] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
  };
  return (
    <div className="casino-root" lang="en">
      <div className="frame" role="region" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <div className="header"><h2 id={`${id}-title`} className="title">Sign in</h2></div>
        <div className="notices" aria-live="polite" />
        <div className="body">
          <form onSubmit={submit} noValidate>
            <div className="field">
              <label htmlFor={`${id}-email`}>Email</label>
              <div className="control">
                <input id={`${id}-email`} name="email" type="email" inputMode="email" autoComplete="username" autoCapitalize="off" spellCheck={false} required value={email} onChange={(event) => setEmail(event.target.value)} />
              </div>
            </div>
            <div className="field">
              <label htmlFor={`${id}-password`}>Password</label>
              <div className="control">
                <input id={`${id}-password`} name="password" type={visible ? 'text' : 'password'} autoComplete="current-password" autoCapitalize="off" spellCheck={false} required value={password} onChange={(event) => setPassword(event.target.value)} />
                <button type="button" className="toggle-visibility" aria-controls={`${id}-password`} aria-pressed={visible} aria-label="Show password" onClick={() => setVisible((shown) => !shown)}>
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
                    <circle cx="12" cy="12" r="3" />
                    {visible && <path d="M3 3l18 18" />}
                  </svg>
                </button>
              </div>
            </div>
            <div className="actions">
              <div className="field checkbox">
                <input id={`${id}-remember`} name="remember" type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
                <label htmlFor={`${id}-remember`}>Remember me</label>
              </div>
              <button type="button" className="button link">Forgot password?</button>
            </div>
            <button type="submit" className="button primary">Sign in</button>
          </form>
        </div>
      </div>
    </div>
  );
}

const root = document.getElementById('root')!;
adoptWidgetStyles(root, BANK_ID_STYLES);
createRoot(root).render(<SignInForm />);
