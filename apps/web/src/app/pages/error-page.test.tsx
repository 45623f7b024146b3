import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNetworkStore } from '../../offline/network-status';
import { ErrorPage } from './error-page';

function Broken(): never {
  throw new Error('broken page');
}

function renderBroken() {
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  useNetworkStore.setState({ online: true });
  vi.restoreAllMocks();
});

describe('the error page', () => {
  it('says You are offline. when the page fails without a connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useNetworkStore.setState({ online: false });
    renderBroken();
    expect(await screen.findByRole('heading', { name: 'You are offline.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('offers a reload when a page fails online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBroken();
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
  });
});
