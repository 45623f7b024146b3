import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, restoreSession } from '../../../test/render-app';
import { CAR_DETAILS_BLANK } from '../lib/car-details';
import { MESSAGES } from '../lib/messages';
import { ENTRY_DRAFT_STORAGE_KEY, useEntryDraftStore } from '../stores/entry-draft-store';
import { CODE, ENTRANT_PATHS, entryRow, fakeRegistrationApi, openRegistration } from '../testing/fake-registration-api';

beforeEach(() => {
  restoreSession(null);
});

type View = ReturnType<typeof renderApp>;

/**
 * A reload: the page goes, and so does everything in memory; only what is on the device comes
 * back (the draft store is emptied, then read again from localStorage as a new page would).
 */
async function reload(view: View, path: string): Promise<View> {
  view.unmount();
  const onDisk = localStorage.getItem(ENTRY_DRAFT_STORAGE_KEY);
  useEntryDraftStore.getState().dropAll();
  if (onDisk === null) localStorage.removeItem(ENTRY_DRAFT_STORAGE_KEY);
  else localStorage.setItem(ENTRY_DRAFT_STORAGE_KEY, onDisk);
  await useEntryDraftStore.persist.rehydrate();
  return renderApp(path);
}

async function fillCar(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Class'), 'Classic Cars · €25.00');
  await user.type(screen.getByLabelText('Owner name'), 'Ada Entrant');
  await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0001');
  await user.type(screen.getByLabelText('Brand'), 'Jaguar');
  await user.type(screen.getByLabelText('Model'), 'E-Type');
  await user.type(screen.getByLabelText('Year'), '1963');
  await user.type(screen.getByLabelText('Registration number'), 'JAG 1963');
  await user.clear(screen.getByLabelText('Dinner ticket (€15.00 each, up to 4)'));
  await user.type(screen.getByLabelText('Dinner ticket (€15.00 each, up to 4)'), '2');
}

describe('/register/{eventId}: nothing typed is lost to a reload', () => {
  it('keeps the address typed, and once the code is sent comes back to the code step', async () => {
    const api = fakeRegistrationApi();
    const user = userEvent.setup();
    let view = renderApp('/register/5');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');

    view = await reload(view, '/register/5');
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code');

    await reload(view, '/register/5');
    await user.type(await screen.findByLabelText('Code'), CODE);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    // The 30 s before a new code may be asked for did not start again with the page.
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await screen.findByLabelText('Owner name');
    expect(api.sent('POST', ENTRANT_PATHS.sendCode)).toHaveLength(1);
    expect(api.sent('POST', ENTRANT_PATHS.verifyCode).map((r) => r.body)).toEqual([{ strEmail: 'ada@example.com', strCode: CODE }]);
    // Signed in, the address is no longer kept.
    expect(useEntryDraftStore.getState().signIn).toBeNull();
  });

  it('a code sent longer ago than it lasts: the address comes back, not the code step', async () => {
    fakeRegistrationApi();
    const sentAt = Date.now() - 11 * 60 * 1000;
    useEntryDraftStore.getState().keepSignIn({ email: 'ada@example.com', codeSentAt: sentAt, resendAt: sentAt + 30_000 });
    renderApp('/register/5');
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
  });

  it('keeps the entry form, says so and that photos are chosen again; the entry sent, the draft is gone', async () => {
    const api = fakeRegistrationApi({ signedIn: true });
    const user = userEvent.setup();
    let view = renderApp('/register/5');
    await screen.findByLabelText('Owner name');
    expect(screen.queryByText(MESSAGES.draftRestored)).not.toBeInTheDocument();
    await fillCar(user);

    view = await reload(view, '/register/5');
    expect(await screen.findByText(MESSAGES.draftRestored)).toBeInTheDocument();
    expect(screen.getByLabelText('Class')).toHaveValue('1');
    expect(screen.getByLabelText('Owner name')).toHaveValue('Ada Entrant');
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0001');
    expect(screen.getByLabelText('Model')).toHaveValue('E-Type');
    expect(screen.getByLabelText('Year')).toHaveValue('1963');
    expect(screen.getByLabelText('Registration number')).toHaveValue('JAG 1963');
    expect(screen.getByLabelText('Dinner ticket (€15.00 each, up to 4)')).toHaveValue(2);
    expect(screen.getByText('Total').parentElement).toHaveTextContent('€55.00');

    await user.click(screen.getByRole('button', { name: 'Send entry' }));
    await screen.findByRole('heading', { name: 'Entry confirmed' });
    expect(api.sent('POST', ENTRANT_PATHS.registrations)[0]?.body).toMatchObject({
      strOwnerName: 'Ada Entrant',
      strPhone: '+44 20 7946 0001',
      strRegistrationNo: 'JAG 1963',
      arrExtras: [{ strName: 'Dinner ticket', intQuantity: 2 }],
    });

    await reload(view, '/register/5');
    expect(await screen.findByLabelText('Owner name')).toHaveValue('');
    expect(screen.queryByText(MESSAGES.draftRestored)).not.toBeInTheDocument();
  });

  it('a form only looked at keeps no draft: the next visit starts without the notice', async () => {
    fakeRegistrationApi({ signedIn: true, entries: [entryRow(7)] });
    const user = userEvent.setup();
    let view = renderApp('/register/5');
    await screen.findByLabelText('Owner name');
    view = await reload(view, '/register/5');
    await screen.findByLabelText('Owner name');
    expect(screen.queryByText(MESSAGES.draftRestored)).not.toBeInTheDocument();
    expect(useEntryDraftStore.getState().entries).toEqual({});
    view.unmount();
    renderApp('/entrant');
    await user.click(within(await screen.findByRole('article', { name: /Jaguar/ })).getByRole('button', { name: 'Edit' }));
    await user.keyboard('{Escape}');
    expect(useEntryDraftStore.getState().edits).toEqual({});
  });

  it('Start again empties the form and the draft', async () => {
    fakeRegistrationApi({ signedIn: true });
    const user = userEvent.setup();
    let view = renderApp('/register/5');
    await screen.findByLabelText('Owner name');
    await fillCar(user);
    view = await reload(view, '/register/5');
    await user.click(await screen.findByRole('button', { name: 'Start again' }));
    expect(screen.getByLabelText('Owner name')).toHaveValue('');
    expect(screen.queryByText(MESSAGES.draftRestored)).not.toBeInTheDocument();
    await reload(view, '/register/5');
    expect(await screen.findByLabelText('Owner name')).toHaveValue('');
    expect(screen.queryByText(MESSAGES.draftRestored)).not.toBeInTheDocument();
  });

  it('a class or a way to pay the event no longer offers is not brought back; the rest is', async () => {
    fakeRegistrationApi({ signedIn: true, registration: openRegistration({ arrPaymentModes: ['online', 'gate'] }) });
    useEntryDraftStore.getState().keepEntry(5, {
      strOwnerName: 'Ada Entrant',
      strPhone: '',
      strBrandName: 'Jaguar',
      strModelName: 'E-Type',
      year: '1963',
      strRegistrationNo: 'JAG 1963',
      strColour: '',
      intCategoryId: '999',
      strPaymentMode: 'cheque',
      extras: ['1', '1', '1'],
    });
    renderApp('/register/5');
    expect(await screen.findByLabelText('Owner name')).toHaveValue('Ada Entrant');
    expect(screen.getByLabelText('Class')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Pay online now/ })).not.toBeChecked();
    expect(screen.getByLabelText('Dinner ticket (€15.00 each, up to 4)')).toHaveValue(0);
  });

  it('a draft is kept per event and for 30 days, not longer', async () => {
    fakeRegistrationApi({ signedIn: true });
    const old = Date.now() - 31 * 24 * 60 * 60 * 1000;
    localStorage.setItem(
      ENTRY_DRAFT_STORAGE_KEY,
      JSON.stringify({
        state: {
          signIn: null,
          entries: {
            5: { savedAt: old, values: { ...blankEntry(), strOwnerName: 'Old Draft' } },
            6: { savedAt: Date.now(), values: blankEntry() },
          },
          edits: {},
        },
        version: 1,
      }),
    );
    await useEntryDraftStore.persist.rehydrate();
    expect(Object.keys(useEntryDraftStore.getState().entries)).toEqual(['6']);
    renderApp('/register/5');
    expect(await screen.findByLabelText('Owner name')).toHaveValue('');
  });
});

describe('/entrant: Edit keeps unsaved changes', () => {
  it('closed or reloaded, the dialog opens on the changes not saved; Cancel drops them; Save clears them', async () => {
    const api = fakeRegistrationApi({ signedIn: true, entries: [entryRow(7)] });
    const user = userEvent.setup();
    const view = renderApp('/entrant');
    const openEdit = async () => {
      await user.click(within(await screen.findByRole('article', { name: /Jaguar/ })).getByRole('button', { name: 'Edit' }));
      return screen.findByRole('dialog', { name: 'Edit entry' });
    };
    let dialog = await openEdit();
    expect(within(dialog).queryByText(MESSAGES.editRestored)).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Model'));
    await user.type(within(dialog).getByLabelText('Model'), 'E-Type Series 1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await reload(view, '/entrant');
    dialog = await openEdit();
    expect(within(dialog).getByText(MESSAGES.editRestored)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Model')).toHaveValue('E-Type Series 1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    dialog = await openEdit();
    expect(within(dialog).getByLabelText('Model')).toHaveValue('E-Type');
    expect(within(dialog).queryByText(MESSAGES.editRestored)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Colour'), 'Green');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await screen.findByText(MESSAGES.entryUpdated);
    expect(api.sent('PUT', ENTRANT_PATHS.entry(7))[0]?.body).toMatchObject({ strModelName: 'E-Type', strColour: 'Green' });
    expect(useEntryDraftStore.getState().edits).toEqual({});
  });

  it('Sign out leaves nothing of the entrant’s drafts on the device', async () => {
    fakeRegistrationApi({ signedIn: true, entries: [entryRow(7)] });
    useEntryDraftStore.getState().keepEntry(5, blankEntry());
    useEntryDraftStore.getState().keepEdit(7, { ...blankEntry() });
    const user = userEvent.setup();
    renderApp('/entrant');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByLabelText('Email');
    expect(useEntryDraftStore.getState().entries).toEqual({});
    expect(localStorage.getItem(ENTRY_DRAFT_STORAGE_KEY)).not.toContain('savedAt');
  });
});

function blankEntry() {
  return { ...CAR_DETAILS_BLANK, intCategoryId: '', strPaymentMode: '', extras: ['0'] };
}
