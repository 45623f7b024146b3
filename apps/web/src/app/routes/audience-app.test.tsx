import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { AppProviders } from '../providers';
import { jaguarCard } from '../../test/audience-card';
import { jsonResponse, stubFetch } from '../../test/render-app';
import { fakeRegistrationApi } from '../../features/registration/testing/fake-registration-api';
import { audienceAppRoutes } from './audience-app';

const vehicle = jaguarCard({ strImage: null });

/** The visitor's app (audience.html) as a phone opens it from a windscreen card. */
function openVisitorApp(path: InitialEntry) {
  const router = createMemoryRouter(audienceAppRoutes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the visitor’s app', () => {
  it('shows the card’s vehicle and takes Vote Now to the e-mail step', async () => {
    stubFetch((url) =>
      url.endsWith(API.audienceVehicle('SS007')) ? jsonResponse({ data: vehicle }) : jsonResponse({ detail: 'Not found.' }, 404),
    );
    const router = openVisitorApp('/audience/SS007');
    expect(await screen.findByRole('heading', { name: 'Jaguar E-Type' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vote Now' }));
    expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/audience/verify');
  });

  it('has the thanks page', async () => {
    openVisitorApp({ pathname: '/audience/thanks', state: { intVehicleId: 42, strVehicleName: 'Jaguar E-Type', strUniqueId: 'SS007' } });
    expect(await screen.findByRole('heading', { name: 'Thank you for Voting' })).toBeInTheDocument();
  });

  it('has the entrant’s registration page and their entries page (issue 31)', async () => {
    fakeRegistrationApi();
    const router = openVisitorApp('/register/5');
    expect(await screen.findByRole('heading', { name: 'Harbour Concours' })).toBeInTheDocument();
    await router.navigate('/entrant');
    expect(await screen.findByRole('heading', { name: 'Your entries' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });
});
