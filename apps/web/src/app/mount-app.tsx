import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter, type createMemoryRouter } from 'react-router';
import type { ToastPosition } from 'react-hot-toast';
import type { PageWords } from '../components/use-say';
import { wordScreens } from '../lib/screen-words';
import { AppProviders } from './providers';
import { pageSignInWords, SignInWords } from './sign-in-shell/sign-in-words';
import '../index.css';

type AppRouter = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

/** The app's whole tree: what the browser renders, and what the sign-in shells were rendered from. */
export function AppRoot({
  router,
  toastPosition,
  words = null,
}: {
  router: AppRouter;
  toastPosition?: ToastPosition;
  words?: PageWords | null;
}) {
  return (
    <StrictMode>
      <SignInWords words={words}>
        <AppProviders toastPosition={toastPosition}>
          <RouterProvider router={router} />
        </AppProviders>
      </SignInWords>
    </StrictMode>
  );
}

/**
 * Renders a router into index.html's (or audience.html's) #root, inside the app's providers. A
 * sign-in's HTML carries the page already (its shell, ADR 043: this same tree rendered at build
 * time): React takes that markup over as it is, and what was typed into it before stays.
 */
export function mountApp(router: ReturnType<typeof createBrowserRouter>, options: { toastPosition?: ToastPosition } = {}): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  // A sign-in shell in another language carries its words (sign-in-words.tsx): the page and its
  // toasts speak them until a signed-in area brings the app's translator.
  const words = pageSignInWords();
  if (words) wordScreens((text) => words._({ id: text }));
  const app = <AppRoot router={router} toastPosition={options.toastPosition} words={words} />;
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
