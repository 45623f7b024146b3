import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatJudgeId } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { adminUser, jsonResponse, renderApp, restoreSession, stubFetch } from '../../../test/render-app';
import { showEventRow } from '../../../test/rows';
import { PANEL_EMPTY_MESSAGE } from '../lib/event-form-schema';
import { toLocalInput } from '../lib/event-dates';

const EVENTS_PATH = '/admin/manage-events';
const DEFAULT_SCORING_BODY = {
  strScoringRule: 'points',
  objMedalBands: null,
  arrTieBreak: ['score', 'picks', 'votes', 'organiser'],
  arrDeductionReasons: [],
};

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (date: Date) => `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const daysFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDate(date);
};

const category = (id: number, name: string, type: { id: number; title: string }, icon: string | null): Category => ({
  id,
  intCategoryId: id,
  strVehicleCategoryName: name,
  intVehicleType: type.id,
  strVehicleTypeTitle: type.title,
  base64CategoryIcon: icon,
  strPrefix: null,
  intStartRange: null,
  intRangeUpto: null,
});
const classicCars = category(1, 'Classic Cars', { id: 1, title: 'Car' }, '/media/classic');
const categories = [classicCars, category(2, 'Choppers', { id: 2, title: 'Motorbike' }, null)];
const judge = (id: number, [first, last]: [string, string], strTitle: string, profilePicture: string | null): Judge => ({
  intJudgeId: id,
  strFullName: `${first} ${last}`,
  strFirstName: first,
  strLastName: last,
  strTitle,
  strEmail: `${first.toLowerCase()}@example.test`,
  strJudgeCode: formatJudgeId(id),
  profilePicture,
  arrEventIds: [],
});
const judges = [judge(7, ['Ada', 'Lovelace'], 'Chief judge', null), judge(12, ['Grace', 'Hopper'], '', '/media/grace')];

function showEvent(id: number, strEventTitle: string, extra: Partial<ShowEvent> = {}): ShowEvent {
  return showEventRow({
    id,
    strEventTitle,
    strEventLocation: 'Riverside Park',
    strEventCoordinatorName: 'Sam Smith',
    strEventCoordinatorPhone: '+44 20 1234 5678',
    strEventDescription: 'Classic and custom vehicles.',
    strEventStartDateTime: new Date(2030, 4, 1, 10, 0).toISOString(),
    b64Icon: null,
    arrVehicleCategory: [],
    arrJudges: [],
    strStatus: 'Active',
    ...extra,
  });
}

const spring = showEvent(3, 'Spring Show');
const autumn = showEvent(4, 'Autumn Rally', {
  strEventLocation: 'Old Airfield',
  strEventStartDateTime: new Date(2020, 9, 3, 14, 30).toISOString(),
  strStatus: 'Completed',
  arrVehicleCategory: [classicCars],
  arrJudges: [7],
});

interface Call {
  method: string;
  url: URL;
  init: RequestInit;
}

function fakeApi(rows: ShowEvent[] = [spring, autumn], handler: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  stubFetch((input, init) => {
    const call = { method: init.method ?? 'GET', url: new URL(input, 'http://localhost'), init };
    calls.push(call);
    const answer = handler(call);
    if (answer) return answer;
    if (call.method === 'GET') {
      if (call.url.pathname === API.events) {
        return jsonResponse({ data: rows, pagination: { page: 1, pageSize: 10, total: rows.length, totalPages: 1 } });
      }
      if (call.url.pathname === API.categories) return jsonResponse({ data: categories });
      if (call.url.pathname === API.judges) return jsonResponse({ data: judges });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
  return calls;
}

// The form stays mounted (hidden) under the confirmation step; text queries must skip it.
const shown = { ignore: '[hidden] *, script, style' };

const listCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.url.pathname === API.events);
const jsonOf = (call: Call | undefined): unknown => JSON.parse(String(call?.init.body));

async function openCreateForm() {
  const user = userEvent.setup();
  const view = renderApp(EVENTS_PATH);
  await user.click(await screen.findByRole('button', { name: 'Add Events' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
  // The choice lists have loaded.
  await within(dialog).findByRole('checkbox', { name: 'Classic Cars' });
  await within(dialog).findByRole('checkbox', { name: 'Ada Lovelace' });
  return { user, dialog, ...view };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, date: string) {
  await user.type(within(dialog).getByLabelText('Event Name'), 'Summer Classic');
  fireEvent.change(within(dialog).getByLabelText('Event Date'), { target: { value: date } });
  await user.type(within(dialog).getByLabelText('Location'), 'Harbour Front');
}

beforeEach(() => restoreSession(adminUser));

// jsdom's Blob has no arrayBuffer() (browsers do); lib/files reads the icon with it.
const hadArrayBuffer = 'arrayBuffer' in Blob.prototype;
beforeAll(() => {
  if (hadArrayBuffer) return;
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('not read')));
        reader.onerror = () => reject(new Error('not read'));
        reader.readAsArrayBuffer(this);
      });
    },
  });
});
afterAll(() => {
  if (!hadArrayBuffer) Reflect.deleteProperty(Blob.prototype, 'arrayBuffer');
});

describe('events list', () => {
  it('shows the columns, dates, times and status badges', async () => {
    fakeApi();
    renderApp(EVENTS_PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByText('Loading events...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Events' });
    await within(table).findByText('Spring Show');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Event Name', 'Date', 'Time', 'Location', 'Status', 'Actions']);
    const row = within(table).getByText('Spring Show').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('1 May 2030')).toBeInTheDocument();
    // On the show's clock (the fixture's Europe/London, summer time), not the browser's (UTC here).
    expect(within(row).getByText('11:00 AM')).toBeInTheDocument();
    expect(within(row).getByText('Riverside Park')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toHaveClass('bg-green-100');
    expect(within(table).getByText('Completed')).toHaveClass('bg-slate-100');
    expect(within(table).getByText('3:30 PM')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Autumn Rally' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Autumn Rally' })).toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    fakeApi([]);
    const { unmount } = renderApp(EVENTS_PATH);
    expect(await screen.findByText('No events found')).toBeInTheDocument();
    unmount();
    fakeApi([], ({ url }) => (url.pathname === API.events ? jsonResponse({ detail: 'no' }, 403) : undefined));
    renderApp(EVENTS_PATH);
    expect(await screen.findByText('Error loading events')).toBeInTheDocument();
  });

  it('filters the page by status from the Filter panel', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderApp(EVENTS_PATH);
    const table = await screen.findByRole('table', { name: 'Events' });
    await within(table).findByText('Spring Show');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(within(table).queryByText('Spring Show')).not.toBeInTheDocument();
    expect(within(table).getByText('Autumn Rally')).toBeInTheDocument();
    expect(screen.getByText(/Status: Completed/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Active' }));
    expect(within(table).getByText('Spring Show')).toBeInTheDocument();
    expect(within(table).queryByText('Autumn Rally')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(within(table).getByText('Autumn Rally')).toBeInTheDocument();
  });

  it('searches with ?query once typing has paused for 500 ms', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderApp(EVENTS_PATH);
    await screen.findByText('Spring Show');
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'spr');
    expect(listCalls(calls).some((c) => c.url.searchParams.has('query'))).toBe(false);
    await waitFor(() => expect(listCalls(calls).some((c) => c.url.searchParams.has('query'))).toBe(true), { timeout: 2000 });
    const searches = listCalls(calls).filter((c) => c.url.searchParams.has('query'));
    expect(searches.map((c) => c.url.searchParams.get('query'))).toEqual(['spr']);
    expect(searches[0]?.url.searchParams.get('page')).toBe('1');
  });

  it('asks before deleting, naming the event, then deletes it', async () => {
    const calls = fakeApi([spring], ({ method }) => (method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    const user = userEvent.setup();
    renderApp(EVENTS_PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete Spring Show' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete event' });
    expect(confirm).toHaveTextContent('Delete Spring Show?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(API.event(3));
  });

  it("toasts the server's message when the event cannot be deleted", async () => {
    fakeApi([spring], ({ method }) =>
      method === 'DELETE' ? jsonResponse({ detail: 'This event has vehicles and cannot be deleted.' }, 409) : undefined,
    );
    const user = userEvent.setup();
    renderApp(EVENTS_PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete Spring Show' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete event' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This event has vehicles and cannot be deleted.')).toBeInTheDocument();
  });
});

describe('event form', () => {
  it('has the SPEC fields, 10:00 as the default time and no past dates', async () => {
    fakeApi();
    const { dialog } = await openCreateForm();
    expect(within(dialog).getByLabelText('Event Time')).toHaveValue('10:00');
    expect(within(dialog).getByLabelText('Event Time')).toHaveAttribute('type', 'time');
    const date = within(dialog).getByLabelText('Event Date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', daysFromToday(0));
    for (const label of ['Event Name', 'Location', 'Coordinator Name', 'Coordinator Phone', 'Description', 'Event Icon']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Choppers' })).toHaveAccessibleDescription('Motorbike');
    expect(within(dialog).getByRole('group', { name: 'Judges' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Ada Lovelace' })).toHaveAccessibleDescription('JDG-007 · Chief judge');
    // The page behind is scroll-locked by the dialog.
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
  });

  it('requires name, date, time and location with SPEC §5 wording', async () => {
    const calls = fakeApi();
    const { user, dialog } = await openCreateForm();
    await user.clear(within(dialog).getByLabelText('Event Time'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const label of ['Event Name', 'Event Date', 'Event Time', 'Location']) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription('This field is required.');
    }
    expect(within(dialog).getByLabelText('Coordinator Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('dialog', { name: 'Confirm Event Creation' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a description over 185 characters and counts them', async () => {
    fakeApi();
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog, daysFromToday(10));
    const description = within(dialog).getByLabelText('Description');
    await user.click(description);
    await user.paste('x'.repeat(186));
    expect(within(dialog).getByText('186 / 185')).toHaveClass('text-red-600');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(description).toHaveAccessibleDescription('Must be at most 185 characters.');
    expect(screen.queryByRole('dialog', { name: 'Confirm Event Creation' })).not.toBeInTheDocument();

    await user.type(description, '{Backspace}');
    expect(within(dialog).getByText('185 / 185')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm Event Creation' })).toBeInTheDocument();
  });

  it('refuses a past date typed in by hand', async () => {
    fakeApi();
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog, daysFromToday(-1));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText('Event Date')).toHaveAccessibleDescription('Choose today or a later date.');
  });

  it('confirms the chosen values, returns to the form with them kept, then posts the event', async () => {
    const calls = fakeApi([], ({ method }) => (method === 'POST' ? jsonResponse({ data: { ...spring, id: 9 } }, 201) : undefined));
    const { user, dialog } = await openCreateForm();
    const date = daysFromToday(30);
    await fillRequired(user, dialog, date);
    const time = within(dialog).getByLabelText('Event Time');
    fireEvent.change(time, { target: { value: '14:30' } });
    await user.type(within(dialog).getByLabelText('Coordinator Name'), 'Sam Smith');
    await user.type(within(dialog).getByLabelText('Coordinator Phone'), '+44 20 1234');
    await user.type(within(dialog).getByLabelText('Description'), 'Boats and cars');
    const icon = new File([new Uint8Array([137, 80, 78, 71])], 'icon.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Event Icon'), icon);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Choppers' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ada Lovelace' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Grace Hopper' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm Event Creation' });
    const start = new Date(`${date}T14:30:00`);
    expect(within(confirm).getByText('Summer Classic', shown)).toBeInTheDocument();
    expect(
      within(confirm).getByText(
        new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(start),
        shown,
      ),
    ).toBeInTheDocument();
    expect(within(confirm).getByText('2:30 PM', shown)).toBeInTheDocument();
    expect(within(confirm).getByText('Harbour Front', shown)).toBeInTheDocument();
    expect(within(confirm).getByText('Choppers', shown)).toBeInTheDocument();
    expect(within(confirm).queryByText('Classic Cars', shown)).not.toBeInTheDocument();
    expect(within(confirm).getByText('2 judges', shown)).toBeInTheDocument();
    expect(within(confirm).getByRole('img', { name: 'Event icon' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Create Event' });
    expect(within(form).getByLabelText('Event Name')).toHaveValue('Summer Classic');
    expect(within(form).getByLabelText('Event Date')).toHaveValue(date);
    expect(within(form).getByLabelText('Event Time')).toHaveValue('14:30');
    expect(within(form).getByLabelText('Description')).toHaveValue('Boats and cars');
    expect(within(form).getByRole('checkbox', { name: 'Choppers' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Grace Hopper' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Classic Cars' })).not.toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Create' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm Event Creation' });
    await user.click(within(again).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Event created')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe(API.events);
    expect(jsonOf(post)).toEqual({
      strEventTitle: 'Summer Classic',
      strEventLocation: 'Harbour Front',
      strEventCoordinatorName: 'Sam Smith',
      strEventCoordinatorPhone: '+44 20 1234',
      strEventDescription: 'Boats and cars',
      strEventStartDateTime: start.toISOString(),
      b64Icon: btoa(String.fromCharCode(137, 80, 78, 71)),
      arrVehicleCategory: [2],
      arrJudges: [7, 12],
      arrPanels: [],
      // The scoring section's defaults (ADR 029).
      ...DEFAULT_SCORING_BODY,
      // English; no zone typed: the server's (issue 33).
      strLocale: 'en',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked again after the save.
    expect(listCalls(calls).length).toBeGreaterThanOrEqual(2);
  }, 20_000);

  it("returns to the form with the server's field errors inline", async () => {
    fakeApi([], ({ method }) =>
      method === 'POST' ? jsonResponse({ strEventTitle: ['An event with this name already exists.'] }, 400) : undefined,
    );
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog, daysFromToday(3));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Event Creation' })).getByRole('button', { name: 'Confirm' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Create Event' });
    await waitFor(() =>
      expect(within(form).getByLabelText('Event Name')).toHaveAccessibleDescription('An event with this name already exists.'),
    );
    expect(within(form).getByLabelText('Event Name')).toHaveFocus();
  });

  /** Autumn Rally opened for update with Grace ticked too: Classic Cars gets a panel of the two. */
  async function openClassicCarsPanel() {
    const user = userEvent.setup();
    renderApp(EVENTS_PATH);
    await user.click(await screen.findByRole('button', { name: 'Edit Autumn Rally' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Event' });
    await within(dialog).findByRole('checkbox', { name: 'Grace Hopper' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Grace Hopper' }));
    return { user, dialog, panel: within(dialog).getByRole('group', { name: /^Panel of Classic Cars/ }) };
  }

  it('gives a category its own panel: unticking a judge there sends the panel, and the confirmation names its judges', async () => {
    const calls = fakeApi([spring, autumn], ({ method }) => (method === 'PUT' ? jsonResponse({ data: autumn }) : undefined));
    const { user, dialog, panel } = await openClassicCarsPanel();
    expect(within(panel).getByRole('checkbox', { name: 'Ada Lovelace judges Classic Cars' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Grace Hopper judges Classic Cars' })).toBeChecked();
    await user.click(within(panel).getByRole('checkbox', { name: 'Ada Lovelace judges Classic Cars' }));
    expect(panel).toHaveTextContent('1 of 2');

    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Event Update' });
    expect(confirm).toHaveTextContent('Classic Cars · Car · judged by Grace Hopper');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(jsonOf(put)).toMatchObject({ arrVehicleCategory: [1], arrJudges: [7, 12], arrPanels: [{ intCategoryId: 1, arrJudges: [12] }] });
  });

  it('refuses a category whose panel has nobody left', async () => {
    const calls = fakeApi([spring, autumn]);
    const { user, dialog, panel } = await openClassicCarsPanel();
    await user.click(within(panel).getByRole('checkbox', { name: 'Ada Lovelace judges Classic Cars' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Grace Hopper judges Classic Cars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(PANEL_EMPTY_MESSAGE)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('updates an event with the full desired lists, keeping its past date and icon', async () => {
    const calls = fakeApi([spring, autumn], ({ method }) => (method === 'PUT' ? jsonResponse({ data: autumn }) : undefined));
    const user = userEvent.setup();
    renderApp(EVENTS_PATH);
    await user.click(await screen.findByRole('button', { name: 'Edit Autumn Rally' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Event' });
    await within(dialog).findByRole('checkbox', { name: 'Classic Cars' });
    await within(dialog).findByRole('checkbox', { name: 'Ada Lovelace' });
    expect(within(dialog).getByLabelText('Event Name')).toHaveValue('Autumn Rally');
    expect(within(dialog).getByLabelText('Event Date')).toHaveValue('2020-10-03');
    expect(within(dialog).getByLabelText('Event Date')).toHaveAttribute('min', '2020-10-03');
    // 14:30 UTC on the show's clock (Europe/London, summer time); saved back as the same instant below.
    expect(within(dialog).getByLabelText('Event Time')).toHaveValue('15:30');
    expect(within(dialog).getByRole('checkbox', { name: 'Classic Cars' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Ada Lovelace' })).toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Classic Cars' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Choppers' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Grace Hopper' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Event Update' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe(API.event(4));
    expect(jsonOf(put)).toEqual({
      strEventTitle: 'Autumn Rally',
      strEventLocation: 'Old Airfield',
      strEventCoordinatorName: 'Sam Smith',
      strEventCoordinatorPhone: '+44 20 1234 5678',
      strEventDescription: 'Classic and custom vehicles.',
      strEventStartDateTime: autumn.strEventStartDateTime,
      arrVehicleCategory: [2],
      arrJudges: [7, 12],
      arrPanels: [],
      // The scoring section's defaults (ADR 029).
      ...DEFAULT_SCORING_BODY,
      // As the event has them (issue 33).
      strLocale: autumn.strLocale,
      strTimeZone: autumn.strTimeZone,
    });
  });

  it('sets the show’s language and time zone (issue 33), refusing a zone that is none', async () => {
    const calls = fakeApi([], ({ method }) => (method === 'POST' ? jsonResponse({ data: { ...spring, id: 9 } }, 201) : undefined));
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog, daysFromToday(30));
    expect(within(dialog).getByLabelText('Language')).toHaveValue('en');
    await user.selectOptions(within(dialog).getByLabelText('Language'), 'Nederlands');
    await user.type(within(dialog).getByLabelText('Time zone'), 'Europe/Atlantis');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a time zone such as Europe/Amsterdam.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Time zone'));
    await user.type(within(dialog).getByLabelText('Time zone'), 'Europe/Amsterdam');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Event Creation' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(jsonOf(calls.find((c) => c.method === 'POST'))).toMatchObject({ strLocale: 'nl', strTimeZone: 'Europe/Amsterdam' });
  }, 20_000);

  it('sets the voting window in the form (empty: by the rule), refuses one that closes before it opens, and clears one set before', async () => {
    const windowed = { ...autumn, dtVotingOpensAt: '2020-10-03T08:00:00.000Z', dtVotingClosesAt: '2020-10-04T18:00:00.000Z' };
    const calls = fakeApi([spring, windowed], ({ method }) => (method === 'PUT' ? jsonResponse({ data: windowed }) : undefined));
    const user = userEvent.setup();
    renderApp(EVENTS_PATH);
    await user.click(await screen.findByRole('button', { name: 'Edit Autumn Rally' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Event' });
    const opens = within(dialog).getByLabelText('Voting opens');
    const closes = within(dialog).getByLabelText('Voting closes');
    // On the show's clock, as the event's date and time are.
    expect(opens).toHaveValue(toLocalInput(windowed.dtVotingOpensAt, windowed.strTimeZone));
    expect(closes).toHaveValue(toLocalInput(windowed.dtVotingClosesAt, windowed.strTimeZone));

    fireEvent.change(closes, { target: { value: '2020-10-02T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Voting must close after it opens.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm Event Update' })).not.toBeInTheDocument();

    fireEvent.change(closes, { target: { value: '' } });
    expect(await within(dialog).findByText('Empty: 72 hours after the start.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Event Update' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(jsonOf(put)).toMatchObject({ dtVotingOpensAt: windowed.dtVotingOpensAt, dtVotingClosesAt: null });
  });
});
