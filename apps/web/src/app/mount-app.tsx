import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import '../index.css';

/** Renders a router into index.html's (or audience.html's) #root, inside the app's providers. */
export function mountApp(router: ReturnType<typeof createBrowserRouter>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
