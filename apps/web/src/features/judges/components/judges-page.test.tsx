import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatJudgeId } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { adminUser, jsonResponse, renderApp, restoreSession, stubFetch } from '../../../test/render-app';
import { showEventRow } from '../../../test/rows';

const JUDGES_PATH = '/admin/manage-judges';

function judge(id: number, strFullName: string, extra: Partial<Judge> = {}): Judge {
  const [first = '', ...rest] = strFullName.split(' ');
  return {
    intJudgeId: id,
    strFullName,
    strFirstName: first,
    strLastName: rest.join(' '),
    strTitle: 'Chief judge',
    strEmail: `${first.toLowerCase()}@example.com`,
    strJudgeCode: formatJudgeId(id),
    profilePicture: null,
    arrEventIds: [],
    ...extra,
  };
}

const ada = judge(7, 'Ada Lovelace', { profilePicture: '/media/ada-photo' });
const grace = judge(12, 'Grace Hopper', { strTitle: 'Rear admiral' });

function listBody(rows: Judge[], page = 1, totalPages = 1) {
  return { data: rows, pagination: { page, pageSize: 10, total: rows.length, totalPages } };
}

interface Call {
  method: string;
  url: URL;
  init: RequestInit;
}

type Handler = (call: Call) => Response | undefined;

/**
 * A small fake of the judges API: the list answers with `rows` unless a handler answers first;
 * every request is recorded.
 */
function fakeApi(rows: Judge[] = [ada, grace], handler: Handler = () => undefined) {
  const calls: Call[] = [];
  stubFetch((input, init) => {
    const call = { method: init.method ?? 'GET', url: new URL(input, 'http://localhost'), init };
    calls.push(call);
    const answer = handler(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url.pathname === API.judges) return jsonResponse(listBody(rows));
    if (call.method === 'GET' && call.url.pathname === API.events) {
      return jsonResponse({ data: [showEventRow({ ...eventRow, id: 3, strEventTitle: 'Spring Show' })] });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
  return calls;
}

const eventRow = {
  strEventLocation: 'Park',
  strEventCoordinatorName: '',
  strEventCoordinatorPhone: '',
  strEventDescription: '',
  strEventStartDateTime: '2030-05-01T08:00:00.000Z',
  b64Icon: null,
  arrVehicleCategory: [],
  arrJudges: [],
  strStatus: 'Active' as const,
  arrPanels: [],
};

const listCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.url.pathname === API.judges);
const formOf = (call: Call | undefined): FormData => {
  const body = call?.init.body;
  if (!(body instanceof FormData)) throw new Error('expected a multipart body');
  return body;
};

async function openCreateForm() {
  const user = userEvent.setup();
  renderApp(JUDGES_PATH);
  await user.click(await screen.findByRole('button', { name: 'Add Judges' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Judge' });
  return { user, dialog };
}

beforeEach(() => restoreSession(adminUser));

describe('judges list', () => {
  it('shows a heading and one row per judge with photo, name, title, Judge ID and e-mail', async () => {
    fakeApi();
    renderApp(JUDGES_PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Judges' })).toBeInTheDocument();
    expect(screen.getByText('Loading judges...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Judges' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Photo', 'Judge Name', 'Contact Details', 'Actions']);
    const adaRow = (await within(table).findByText('Ada Lovelace')).closest('tr');
    if (!adaRow) throw new Error('no row');
    expect(within(adaRow).getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', '/media/ada-photo');
    expect(within(adaRow).getByText('Chief judge')).toBeInTheDocument();
    expect(within(adaRow).getByText('JDG-007')).toBeInTheDocument();
    expect(within(adaRow).getByText('ada@example.com')).toBeInTheDocument();
    // No photo: the initials stand in, still named after the judge.
    expect(within(table).getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
    expect(within(table).getByRole('button', { name: 'Edit Grace Hopper' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Grace Hopper' })).toBeInTheDocument();
  });

  it('asks for page 1 with pagination, and says when there are no judges', async () => {
    const calls = fakeApi([]);
    renderApp(JUDGES_PATH);
    expect(await screen.findByText('No judges found')).toBeInTheDocument();
    const [first] = listCalls(calls);
    expect(first?.url.searchParams.get('page')).toBe('1');
    expect(new Headers(first?.init.headers).get('blnRemovePagination')).toBeNull();
  });

  it('says when the list cannot be loaded', async () => {
    fakeApi([], ({ url }) => (url.pathname === API.judges ? jsonResponse({ detail: 'Nope' }, 403) : undefined));
    renderApp(JUDGES_PATH);
    expect(await screen.findByText('Error loading judges')).toBeInTheDocument();
  });

  it('moves between pages', async () => {
    const calls = fakeApi([], ({ url }) =>
      url.pathname === API.judges ? jsonResponse(listBody([ada], Number(url.searchParams.get('page') ?? '1'), 3)) : undefined,
    );
    const user = userEvent.setup();
    renderApp(JUDGES_PATH);
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('page')).toBe('2'));
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches on the server once typing has paused for 500 ms, from page 1', async () => {
    const calls = fakeApi([ada], ({ url }) =>
      url.pathname === API.judges ? jsonResponse(listBody([ada], Number(url.searchParams.get('page') ?? '1'), 3)) : undefined,
    );
    const user = userEvent.setup();
    renderApp(JUDGES_PATH);
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('page')).toBe('3'));

    await user.type(screen.getByRole('searchbox', { name: 'Search judges' }), 'ada');
    // Still typing (well under 500 ms): nothing sent yet.
    expect(listCalls(calls).some((c) => c.url.searchParams.has('strSearchQuery'))).toBe(false);

    await waitFor(() => expect(listCalls(calls).some((c) => c.url.searchParams.has('strSearchQuery'))).toBe(true), {
      timeout: 2000,
    });
    const searches = listCalls(calls).filter((c) => c.url.searchParams.has('strSearchQuery'));
    expect(searches.map((c) => c.url.searchParams.get('strSearchQuery'))).toEqual(['ada']);
    expect(searches[0]?.url.searchParams.get('page')).toBe('1');
  });

  it('filters by event from the Filter panel and clears the filter', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderApp(JUDGES_PATH);
    const filter = await screen.findByRole('button', { name: 'Filter' });
    expect(filter).toHaveAttribute('aria-expanded', 'false');
    await user.click(filter);
    const panel = screen.getByRole('group', { name: 'Filter judges' });
    const select = within(panel).getByLabelText('Event');
    await within(panel).findByRole('option', { name: 'Spring Show' });
    await user.selectOptions(select, 'Spring Show');
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('intEventId')).toBe('3'));
    expect(screen.getByText(/Event: Spring Show/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.has('intEventId')).toBe(false));
    expect(screen.queryByText(/Event: Spring Show/)).not.toBeInTheDocument();
  });
});

describe('judge form', () => {
  it('has the fields of SPEC §2 in a modal 530 px high', async () => {
    fakeApi();
    const { dialog } = await openCreateForm();
    expect(dialog).toHaveStyle({ height: 'min(530px, 92vh)' });
    expect(within(dialog).getByLabelText('Judge Name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Upload Image')).toHaveAttribute('type', 'file');
    expect(within(dialog).getByLabelText('Title')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Contact')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Initial Password')).toHaveAccessibleDescription('Leave blank to generate one.');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('shows the SPEC §5 messages under each field and sends nothing', async () => {
    const calls = fakeApi();
    const { user, dialog } = await openCreateForm();
    const name = within(dialog).getByLabelText('Judge Name');
    const email = within(dialog).getByLabelText('Contact');
    const create = within(dialog).getByRole('button', { name: 'Create' });

    await user.click(create);
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveAccessibleDescription('This field is required.');

    await user.type(name, 'A');
    await user.type(email, 'not-an-email');
    await user.click(create);
    expect(name).toHaveAccessibleDescription('Must be at least 2 characters.');
    expect(email).toHaveAccessibleDescription('Invalid email format.');

    await user.clear(name);
    await user.type(name, 'Ada!');
    await user.click(create);
    expect(name).toHaveAccessibleDescription('No special characters allowed.');

    await user.clear(name);
    await user.type(name, 'x'.repeat(51));
    await user.type(within(dialog).getByLabelText('Initial Password'), 'short');
    await user.click(create);
    expect(name).toHaveAccessibleDescription('Must be at most 50 characters.');
    expect(within(dialog).getByText('Must be at least 8 characters.')).toBeInTheDocument();

    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a judge as multipart and shows the generated password once, not in a toast', async () => {
    const calls = fakeApi([], ({ method, url }) =>
      method === 'POST' && url.pathname === API.judges
        ? jsonResponse({ data: judge(8, 'Ada Lovelace'), strGeneratedPassword: 'tiger-lamp-42', blnEmailed: false }, 201)
        : undefined,
    );
    const { user, dialog } = await openCreateForm();
    await user.type(within(dialog).getByLabelText('Judge Name'), 'Ada Lovelace');
    const photo = new File(['png-bytes'], 'ada.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Upload Image'), photo);
    await user.type(within(dialog).getByLabelText('Title'), 'Chief judge');
    await user.type(within(dialog).getByLabelText('Contact'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('dialog', { name: 'Initial password for Ada Lovelace' });
    const post = calls.find((c) => c.method === 'POST');
    const form = formOf(post);
    expect(form.get('strFullName')).toBe('Ada Lovelace');
    expect(form.get('strTitle')).toBe('Chief judge');
    expect(form.get('strEmail')).toBe('ada@example.com');
    expect(form.get('strPassword')).toBe('');
    expect(form.get('profilePicture')).toBe(photo);
    expect(form.has('intJudgeId')).toBe(false);

    expect(screen.queryByRole('dialog', { name: 'Create Judge' })).not.toBeInTheDocument();
    expect(within(shown).getByRole('status', { name: 'Password' })).toHaveTextContent('tiger-lamp-42');
    expect(within(shown).getByText('It was not e-mailed: give it to the judge yourself.')).toBeInTheDocument();
    // Only the dialog holds it: the success toast does not.
    expect(screen.getAllByText('tiger-lamp-42')).toHaveLength(1);
    expect(await screen.findByText('Judge created')).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('tiger-lamp-42');
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('tiger-lamp-42')).not.toBeInTheDocument();
  });

  it('says when the generated password was e-mailed', async () => {
    fakeApi([], ({ method }) =>
      method === 'POST'
        ? jsonResponse({ data: judge(8, 'Ada Lovelace'), strGeneratedPassword: 'pw-123456', blnEmailed: true }, 201)
        : undefined,
    );
    const { user, dialog } = await openCreateForm();
    await user.type(within(dialog).getByLabelText('Judge Name'), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText('Contact'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'Initial password for Ada Lovelace' });
    expect(within(shown).getByText('It was also e-mailed to ada@example.com.')).toBeInTheDocument();
  });

  it('shows no password dialog when the admin typed the initial password', async () => {
    const calls = fakeApi([], ({ method }) =>
      method === 'POST' ? jsonResponse({ data: judge(8, 'Ada Lovelace'), strGeneratedPassword: null, blnEmailed: false }, 201) : undefined,
    );
    const { user, dialog } = await openCreateForm();
    await user.type(within(dialog).getByLabelText('Judge Name'), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText('Contact'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Initial Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Judge created')).toBeInTheDocument();
    expect(formOf(calls.find((c) => c.method === 'POST')).get('strPassword')).toBe('correct horse');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listCalls(calls).length).toBeGreaterThanOrEqual(2);
  });

  it("puts the server's field errors under the fields and keeps the modal open", async () => {
    fakeApi([], ({ method }) =>
      method === 'POST' ? jsonResponse({ strEmail: ['A judge with this e-mail already exists.'] }, 400) : undefined,
    );
    const { user, dialog } = await openCreateForm();
    await user.type(within(dialog).getByLabelText('Judge Name'), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText('Contact'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Contact')).toHaveAccessibleDescription('A judge with this e-mail already exists.'),
    );
    expect(screen.getByRole('dialog', { name: 'Create Judge' })).toBeInTheDocument();
  });

  it('updates a judge: prefilled, Change Image, blank New Password keeps it, PUT carries intJudgeId', async () => {
    const calls = fakeApi([ada], ({ method }) =>
      method === 'PUT' ? jsonResponse({ data: ada, strGeneratedPassword: null, blnEmailed: false }) : undefined,
    );
    const user = userEvent.setup();
    renderApp(JUDGES_PATH);
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Judge' });
    expect(within(dialog).getByLabelText('Judge Name')).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByLabelText('Contact')).toHaveValue('ada@example.com');
    expect(within(dialog).getByLabelText('Change Image')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New Password')).toHaveValue('');

    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Head of jury');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Judge updated')).toBeInTheDocument();
    const form = formOf(calls.find((c) => c.method === 'PUT'));
    expect(form.get('intJudgeId')).toBe('7');
    expect(form.get('strTitle')).toBe('Head of jury');
    expect(form.get('strPassword')).toBe('');
    expect(form.has('profilePicture')).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Update Judge' })).not.toBeInTheDocument();
  });
});

describe('judge delete and password reset', () => {
  it('asks before deleting, naming the judge and their events, then deletes', async () => {
    const calls = fakeApi([ada, grace], ({ method }) => (method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    const user = userEvent.setup();
    renderApp(JUDGES_PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete judge' });
    expect(confirm).toHaveTextContent('Delete Ada Lovelace? They will be removed from their events.');

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Ada Lovelace' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete judge' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Judge deleted')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'DELETE');
    expect(sent?.url.pathname).toBe(API.judges);
    expect(sent?.url.searchParams.get('intJudgeId')).toBe('7');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("toasts the server's message when the judge cannot be deleted", async () => {
    fakeApi([ada], ({ method }) =>
      method === 'DELETE' ? jsonResponse({ detail: 'This judge has scored vehicles and cannot be deleted.' }, 409) : undefined,
    );
    const user = userEvent.setup();
    renderApp(JUDGES_PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete judge' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This judge has scored vehicles and cannot be deleted.')).toBeInTheDocument();
  });

  it('resets a password after confirmation and shows the new one once', async () => {
    const calls = fakeApi([ada], ({ method, url }) =>
      method === 'POST' && url.pathname === API.judgeResetPassword(7)
        ? jsonResponse({ data: ada, strGeneratedPassword: 'fresh-pass-99', blnEmailed: false })
        : undefined,
    );
    const user = userEvent.setup();
    renderApp(JUDGES_PATH);
    await user.click(await screen.findByRole('button', { name: 'Reset password for Ada Lovelace' }));
    const confirm = screen.getByRole('dialog', { name: 'Reset password' });
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('dialog', { name: 'New password for Ada Lovelace' });
    expect(within(shown).getByRole('status', { name: 'Password' })).toHaveTextContent('fresh-pass-99');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
