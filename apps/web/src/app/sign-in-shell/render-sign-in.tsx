// The sign-in shells' renderer (ADR 043), built by `vite build --ssr --mode shells` and run once
// at build time (scripts/sign-in-shells.mjs), never by the server: the sign-in page as the app's
// first render draws it, so the browser paints it before the script runs and React hydrates it.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '../mount-app';
import { routes } from '../router';
import shellCss from './sign-in-shell.css?inline';

export { SIGN_IN_SHELLS } from '@showgrid/shared/paths';
export const SIGN_IN_CSS = shellCss;

/** The markup of #root for `path`: the browser's own tree (mount-app.tsx), in a memory router. */
export function renderSignIn(path: string): string {
  return renderToString(<AppRoot router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}
