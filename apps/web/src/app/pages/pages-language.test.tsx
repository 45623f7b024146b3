import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translated } from '@showgrid/shared/i18n/translate';
import { wordScreens } from '../../lib/screen-words';
import { useNetworkStore } from '../../offline/network-status';
import { appI18n, switchLanguage } from '../language/app-language';
import { ErrorPage } from './error-page';
import { UnauthorizedPage } from './unauthorized-page';

// The router's own pages render above every language scope (issue 33): they speak the language the
// person's area last spoke (a judge's tablet whose page failed offline), or the one around them.

function Broken(): never {
  throw new Error('broken page');
}

const renderAt = (element: ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element, errorElement: <ErrorPage /> }])} />);

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await switchLanguage('de');
});

afterEach(async () => {
  useNetworkStore.setState({ online: true });
  wordScreens((text) => text);
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('the router’s pages in German', () => {
  it('the error page speaks the language the judge’s area spoke, offline and online', async () => {
    // As the judge's area does while mounted (offline/use-offline-sync.ts).
    wordScreens((text) => translated(appI18n, text));
    useNetworkStore.setState({ online: false });
    const { unmount } = renderAt(<Broken />);
    expect(await screen.findByRole('heading', { name: 'Sie sind offline.' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ihre bereits vergebenen Wertungen bleiben auf diesem Gerät gespeichert und werden gesendet, sobald die Verbindung wieder steht.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    unmount();

    useNetworkStore.setState({ online: true });
    renderAt(<Broken />);
    expect(await screen.findByRole('heading', { name: 'Etwas ist schiefgelaufen.' })).toBeInTheDocument();
  });

  it('the error page is English where no area has spoken yet (a sign-in page)', async () => {
    renderAt(<Broken />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
  });

  it('the unauthorized page speaks the language around it', async () => {
    render(
      <I18nProvider i18n={appI18n}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <UnauthorizedPage /> }])} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument();
    expect(screen.getByText('Sie haben keinen Zugriff auf diese Seite.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'zur Anmeldeseite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'zurück' })).toBeInTheDocument();
  });
});
