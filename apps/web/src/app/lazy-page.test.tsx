import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

/** A download the test finishes (or fails) when it wants. */
function controlledDownload<P extends object>() {
  let finish: (component: ComponentType<P>) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<ComponentType<P>>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return { load, finish: (component: ComponentType<P>) => finish(component), fail: (error: Error) => fail(error) };
}

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

// Pages are declared inside each test: the test setup downloads every page declared at load time.
// A suspended render resumes through React's act queue in tests, hence the awaited act() calls.
describe('lazyPage', () => {
  it('shows the fallback while the page downloads, then the page with its props', async () => {
    const download = controlledDownload<{ name: string }>();
    const Page = lazyPage(download.load);
    await act(async () => {
      render(
        <Suspense fallback={<p>Downloading</p>}>
          <Page name="Ada" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Downloading')).toBeInTheDocument();
    await act(async () => download.finish(Greeting));
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(download.load).toHaveBeenCalledTimes(1);
  });

  it('renders a page already downloaded at once, without the fallback', async () => {
    const download = controlledDownload<{ name: string }>();
    const Page = lazyPage(download.load);
    const preloaded = Page.preload();
    download.finish(Greeting);
    await preloaded;
    render(
      <Suspense fallback={<p>Downloading</p>}>
        <Page name="Grace" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello Grace' })).toBeInTheDocument();
    expect(screen.queryByText('Downloading')).not.toBeInTheDocument();
  });

  it('downloads once however often it is preloaded or rendered', async () => {
    const download = controlledDownload<{ name: string }>();
    const Page = lazyPage(download.load);
    const first = Page.preload();
    const second = Page.preload();
    expect(second).toBe(first);
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Page name="A" />
          <Page name="B" />
        </Suspense>,
      );
    });
    await act(async () => download.finish(Greeting));
    expect(screen.getByRole('heading', { name: 'Hello B' })).toBeInTheDocument();
    expect(download.load).toHaveBeenCalledTimes(1);
  });

  it('shows the route’s error page when the download fails (offline, or a chunk of an older release)', async () => {
    const download = controlledDownload<object>();
    const Page = lazyPage(download.load);
    const router = createMemoryRouter([{ path: '/', element: <Page />, errorElement: <p>Error page</p> }]);
    await act(async () => {
      render(
        <Suspense fallback={<p>Downloading</p>}>
          <RouterProvider router={router} />
        </Suspense>,
      );
    });
    expect(screen.getByText('Downloading')).toBeInTheDocument();
    // React Router logs the error it caught; the page under test is what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(async () => download.fail(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByText('Error page')).toBeInTheDocument();
  });
});
