import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { ToastPosition } from 'react-hot-toast';
import { AppProviders } from './providers';
import '../index.css';

/** Renders a router into index.html's (or audience.html's) #root, inside the app's providers. */
export function mountApp(router: ReturnType<typeof createBrowserRouter>, options: { toastPosition?: ToastPosition } = {}): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders toastPosition={options.toastPosition}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
