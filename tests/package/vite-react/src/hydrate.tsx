// The server's markup (written into hydrate.html by the test) hydrated: the events must be heard all the same.
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';

const errors: string[] = [];
hydrateRoot(document.getElementById('root')!, <App />, { onRecoverableError: (error) => errors.push(String(error)) });
Object.assign(window, { hydrationErrors: errors });
