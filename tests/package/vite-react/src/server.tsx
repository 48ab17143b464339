// Built by `vite build --ssr`: the app's markup as a server sends it (casino-elements/react's server build).
import { renderToString } from 'react-dom/server';
import { App } from './app';

export const render = (): string => renderToString(<App />);
