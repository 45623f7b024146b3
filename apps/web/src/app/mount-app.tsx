import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter, type createMemoryRouter } from 'react-router';
import type { ToastPosition } from 'react-hot-toast';
import { AppProviders } from './providers';
import '../index.css';

type AppRouter = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

/** The app's whole tree: what the browser renders, and what the sign-in shells were rendered from. */
export function AppRoot({ router, toastPosition }: { router: AppRouter; toastPosition?: ToastPosition }) {
  return (
    <StrictMode>
      <AppProviders toastPosition={toastPosition}>
        <RouterProvider router={router} />
      </AppProviders>
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
  const app = <AppRoot router={router} toastPosition={options.toastPosition} />;
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
