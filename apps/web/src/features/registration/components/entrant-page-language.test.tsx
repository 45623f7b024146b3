import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../app/language/app-language';
import { renderApp, restoreSession } from '../../../test/render-app';
import { entryRow, fakeRegistrationApi } from '../testing/fake-registration-api';

// The device's language is the public pages' picker's cookie (switchLanguage keeps it there).
beforeEach(async () => {
  restoreSession(null);
  await switchLanguage('fr');
});
afterEach(async () => {
  await switchLanguage('en');
});

/** The first visit downloads the language's words and the page waits for them: a suspended render resumes through React's act queue in tests. */
async function renderEntrant() {
  await act(async () => {
    renderApp('/entrant');
  });
}

describe('/entrant in French', () => {
  it('signed out: the sign-in in French, <html lang="fr">', async () => {
    fakeRegistrationApi();
    await renderEntrant();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos inscriptions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer le code' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('the entries: their status, the queue (1 and 2 ahead), the amount and the hold’s date, the placing, in French', async () => {
    fakeRegistrationApi({
      signedIn: true,
      entries: [
        entryRow(1, { strStatus: 'waitlisted', intWaitlistPosition: 1, strBrandName: 'Ford', strModelName: 'Anglia' }),
        entryRow(2, { strStatus: 'waitlisted', intWaitlistPosition: 2, strBrandName: 'Austin', strModelName: 'Seven' }),
        entryRow(3, {
          strStatus: 'awaiting-payment',
          strPaymentMode: 'online',
          strCheckoutUrl: 'https://checkout.stripe.test/c/pay/cs_test_1',
          dtHoldExpiresAt: '2030-04-01T10:30:00.000Z',
          strBrandName: 'Mini',
          strModelName: 'Cooper',
        }),
        entryRow(4, { strStatus: 'confirmed', strVehicleUniqueId: 'CL004', intVehicleId: 900, blnScoreSheetReady: true }),
      ],
      placings: { 4: { strCategoryName: 'Pre-war Classics', intPlace: 1, blnShared: false, intOf: 1200 } },
    });
    const user = userEvent.setup();
    await renderEntrant();

    const first = await screen.findByRole('article', { name: '1963 Ford Anglia' });
    expect(within(first).getByText('Sur liste d’attente')).toBeInTheDocument();
    expect(first).toHaveTextContent(
      '1 inscription est devant la vôtre. Quand une place se libère, nous vous envoyons une offre par e-mail.',
    );
    expect(screen.getByRole('article', { name: '1963 Austin Seven' })).toHaveTextContent('2 inscriptions sont devant la vôtre.');

    const paying = screen.getByRole('article', { name: '1963 Mini Cooper' });
    expect(within(paying).getByText('Montant').nextSibling).toHaveTextContent(/^25,00\s€$/);
    expect(within(paying).getByText('À payer en ligne')).toBeInTheDocument();
    expect(paying).toHaveTextContent(/Votre place est réservée jusqu’au 1 avril 2030/);
    expect(within(paying).getByRole('link', { name: 'Payer maintenant' })).toBeInTheDocument();

    const confirmed = screen.getByRole('article', { name: '1963 Jaguar E-Type' });
    expect(within(confirmed).getByText('Confirmée')).toBeInTheDocument();
    expect(within(confirmed).getByText('N° du véhicule').nextSibling).toHaveTextContent('CL004');
    expect((await within(confirmed).findByText('Classement')).nextSibling).toHaveTextContent(
      /^1er sur 1\s200 dans la catégorie Pre-war Classics$/,
    );
    expect(within(confirmed).getByRole('link', { name: 'Voir les résultats' })).toBeInTheDocument();

    await user.click(within(confirmed).getByRole('button', { name: 'Retirer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer cette inscription ?' });
    expect(dialog).toHaveTextContent('1963 Jaguar E-Type ne participe plus à Harbour Concours.');
    expect(within(dialog).getByRole('button', { name: 'Garder mon inscription' })).toBeInTheDocument();
  });
});
