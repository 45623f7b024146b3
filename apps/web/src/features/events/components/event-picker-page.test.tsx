import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import { adminUser, headerOf, jsonResponse, renderApp, restoreSession, stubFetch } from '../../../test/render-app';
import { showEventRow } from '../../../test/rows';

const DAY_MS = 24 * 60 * 60 * 1000;

function showEvent(id: number, strEventTitle: string, startsInDays: number, extra: Partial<ShowEvent> = {}): ShowEvent {
  return showEventRow({
    id,
    strEventTitle,
    strEventLocation: 'Riverside Park',
    strEventCoordinatorName: 'Sam Smith',
    strEventCoordinatorPhone: '+44 20 1234 5678',
    strEventDescription: 'Classic and custom vehicles by the river.',
    strEventStartDateTime: new Date(Date.now() + startsInDays * DAY_MS).toISOString(),
    b64Icon: null,
    arrVehicleCategory: [],
    arrJudges: [],
    strStatus: startsInDays > 0 ? 'Active' : 'Completed',
    ...extra,
  });
}

const spring = showEvent(7, 'Spring Show', 30, { b64Icon: '/media/spring-icon' });
const summer = showEvent(8, 'Summer Meet', 90);
const lastYear = showEvent(2, 'Last Year Rally', -300);
const lastMonth = showEvent(5, 'Last Month Cruise', -30);

function serve(events: ShowEvent[] | Promise<never>) {
  return stubFetch((url) => {
    if (url.startsWith(API.events)) {
      if (!Array.isArray(events)) return events;
      // The page opened next reads its event by /{id}/: that one event, not the list.
      const chosen = events.find((event) => url.startsWith(API.event(event.id)));
      return jsonResponse(chosen ? { data: chosen } : { data: events });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

beforeEach(() => restoreSession(adminUser));

describe('event picker', () => {
  it('says Loading... until the events arrive, asking for every row', async () => {
    const fetchMock = serve(new Promise<never>(() => {}));
    renderApp('/admin/event-list/vehicles');
    expect(screen.getByRole('heading', { level: 1, name: 'Select Event for Vehicles' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(headerOf(fetchMock.mock.calls[0]?.[1], 'blnRemovePagination')).toBe('true');
  });

  it('says when there are no events', async () => {
    serve([]);
    renderApp('/admin/event-list/results');
    expect(await screen.findByText('No events found.')).toBeInTheDocument();
  });

  it('shows a card per event: upcoming first, then past, with #id, coordinator, description, start, location, badge', async () => {
    serve([lastYear, summer, lastMonth, spring]);
    renderApp('/admin/event-list/vehicles');
    const links = await screen.findAllByRole('link', { name: /Show|Meet|Rally|Cruise/ });
    expect(links.map((link) => link.textContent)).toEqual(['Spring Show', 'Summer Meet', 'Last Month Cruise', 'Last Year Rally']);

    const card = screen.getByRole('link', { name: 'Spring Show' }).closest('article');
    if (!card) throw new Error('no card');
    expect(card).toHaveClass('h-[315px]');
    expect(within(card).getByText('#0007')).toBeInTheDocument();
    expect(within(card).getByText('Sam Smith · +44 20 1234 5678')).toBeInTheDocument();
    expect(within(card).getByText('Classic and custom vehicles by the river.')).toBeInTheDocument();
    expect(within(card).getByText('Riverside Park')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    const icon = card.querySelector('img');
    expect(icon).toHaveAttribute('src', '/media/spring-icon');
    expect(icon?.parentElement).toHaveClass('w-[350px]');

    const past = screen.getByRole('link', { name: 'Last Year Rally' }).closest('article');
    if (!past) throw new Error('no card');
    expect(within(past).getByText('#0002')).toBeInTheDocument();
    expect(within(past).getByText('Completed')).toBeInTheDocument();
  });

  it('opens the vehicles of the chosen event', async () => {
    serve([spring]);
    const { router } = renderApp('/admin/event-list/vehicles');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Spring Show' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/manage-vehicles/7'));
  });

  it('opens the results of the chosen event', async () => {
    serve([spring]);
    const { router } = renderApp('/admin/event-list/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Select Event for Results' })).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Spring Show' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/results/7'));
  });
});
