import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { AudienceVehicle } from '@showgrid/shared/schemas/attendee';
import { fakeApi, type LoggedRequest } from '../../../test/fake-api';
import { jaguarCard } from '../../../test/audience-card';
import { jsonResponse, renderApp, restoreSession } from '../../../test/render-app';

const CODE = '4821';
const TOKEN = 'vote-token-abc';

const jaguar = jaguarCard();

const ALREADY_VOTED = 'You have already voted in this show.';
const WAIT = 'Please wait 25 seconds before asking for a new code.';

/**
 * The attendee API as a visitor's phone sees it: one vehicle, one code, one vote per e-mail.
 * `waitFor`: addresses the server asks to wait before another code (429 keyed email, no code sent).
 * Whether an address already voted is never told when a code is asked for (ADR 032): the vote says it.
 */
function audienceApi(vehicle: AudienceVehicle = jaguar, options: { resendAfter?: number; waitFor?: string[] } = {}) {
  const votes: unknown[] = [];
  const api = fakeApi((request: LoggedRequest) => {
    if (request.method === 'GET' && request.path === API.audienceVehicle(vehicle.strUniqueId)) return jsonResponse({ data: vehicle });
    if (request.method === 'POST' && request.path === API.sendOtp) {
      const { email, intVehicleId } = request.body as { email: string; intVehicleId?: number };
      if (intVehicleId === vehicle.intVehicleId && options.waitFor?.includes(email)) return jsonResponse({ email: [WAIT] }, 429);
      return jsonResponse({ detail: 'OTP Sent', intResendAfter: options.resendAfter ?? 30 });
    }
    if (request.method === 'POST' && request.path === API.verifyOtp) {
      const { otp } = request.body as { otp: string };
      if (otp !== CODE) return jsonResponse({ otp: ['Invalid OTP'] }, 400);
      return jsonResponse({ detail: 'OTP Verified.', strVoteToken: TOKEN, dtExpiresAt: '2030-01-01T00:15:00.000Z' });
    }
    if (request.method === 'POST' && request.path === API.votes) {
      if (votes.length > 0) return jsonResponse({ intVehicleId: [ALREADY_VOTED] }, 409);
      votes.push(request.body);
      return jsonResponse(
        { detail: 'Vote successfully registered!', data: { id: 1, intEventId: 3, intVehicleId: vehicle.intVehicleId, dtCreatedAt: '' } },
        201,
      );
    }
    return jsonResponse({ detail: 'Vehicle Not Found.' }, 404);
  });
  return { ...api, votes };
}

beforeEach(() => restoreSession(null));

async function openVerify(user: ReturnType<typeof userEvent.setup>) {
  const { router } = renderApp('/audience/SS007');
  await user.click(await screen.findByRole('button', { name: 'Vote Now' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/audience/verify'));
  return router;
}

async function sendCodeTo(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText('OTP');
}

describe('/audience/{vehicleId}', () => {
  it('shows registration number, name, category and vehicle id, and Vote Now', async () => {
    audienceApi();
    renderApp('/audience/SS007');
    expect(await screen.findByRole('heading', { name: 'Jaguar E-Type' })).toBeInTheDocument();
    expect(screen.getByText('JAG 1961')).toBeInTheDocument();
    expect(screen.getByText('Classic Cars')).toBeInTheDocument();
    expect(screen.getByText('SS007')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Jaguar E-Type' })).toHaveAttribute('src', '/media/jaguar');
    expect(screen.getByRole('button', { name: 'Vote Now' })).toBeInTheDocument();
  });

  it('says Vehicle Not Found. for an unknown id', async () => {
    audienceApi();
    renderApp('/audience/ZZ999');
    expect(await screen.findByText('Vehicle Not Found.')).toBeInTheDocument();
    expect(screen.queryByText('This vehicle is not entered in the show yet.')).not.toBeInTheDocument();
  });

  it('adds to Vehicle Not Found. that a card’s vehicle is not entered yet when the server says so (not Paid)', async () => {
    const api = audienceApi();
    api.answer('GET', API.audienceVehicle('UN001'), () => jsonResponse({ detail: 'Vehicle Not Found.', blnNotEntered: true }, 404));
    renderApp('/audience/UN001');
    expect(await screen.findByText('Vehicle Not Found.')).toBeInTheDocument();
    expect(screen.getByText('This vehicle is not entered in the show yet.')).toBeInTheDocument();
  });

  it('offers no vote while the show is not open for voting', async () => {
    audienceApi({ ...jaguar, blnVotingOpen: false, strVotingState: 'not-yet' });
    renderApp('/audience/SS007');
    expect(await screen.findByText('Voting for this show is not open right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote Now' })).not.toBeInTheDocument();
    // When it opens, in the show's zone (Europe/London: 08:00 UTC is 09:00 BST).
    expect(screen.getByText('Voting opens on 1 May 2030, 09:00 BST.')).toBeInTheDocument();
  });

  it('says when voting closed, in the show’s time zone', async () => {
    audienceApi({ ...jaguar, blnVotingOpen: false, strVotingState: 'closed', dtVotingClosesAt: '2030-05-04T16:30:00.000Z' });
    renderApp('/audience/SS007');
    expect(await screen.findByText('Voting closed on 4 May 2030, 17:30 BST.')).toBeInTheDocument();
  });
});

describe('/audience/verify', () => {
  it('checks the e-mail as SPEC §5 says before sending anything', async () => {
    const api = audienceApi();
    const user = userEvent.setup();
    await openVerify(user);
    expect(screen.getByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'visitor@example');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.sent('POST', API.sendOtp)).toHaveLength(0);
  });

  it('e-mail, code, vote: lands on the thanks page; the vote carries the verification token', async () => {
    const api = audienceApi();
    const user = userEvent.setup();
    const router = await openVerify(user);
    await sendCodeTo(user, 'visitor@example.com');
    expect(await screen.findByText('OTP Sent')).toBeInTheDocument();
    expect(api.sent('POST', API.sendOtp)[0]?.body).toEqual({ email: 'visitor@example.com', intVehicleId: 42 });

    await user.type(screen.getByLabelText('OTP'), '482');
    await user.click(screen.getByRole('button', { name: 'Verify and vote' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(api.sent('POST', API.verifyOtp)).toHaveLength(0);

    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), '1111');
    await user.click(screen.getByRole('button', { name: 'Verify and vote' }));
    // The server refuses the wrong code: its message under the field.
    await waitFor(() => expect(api.sent('POST', API.verifyOtp)).toHaveLength(1));
    expect(await screen.findAllByText('Invalid OTP')).not.toHaveLength(0);
    expect(api.votes).toHaveLength(0);

    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), CODE);
    await user.click(screen.getByRole('button', { name: 'Verify and vote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audience/thanks'));
    expect(await screen.findByRole('heading', { name: 'Thank you for Voting' })).toBeInTheDocument();
    expect(await screen.findByText('Vote successfully registered!')).toBeInTheDocument();
    expect(screen.getByText('Your voting has been successfully placed')).toBeInTheDocument();
    expect(api.votes).toEqual([{ email: 'visitor@example.com', intVehicleId: 42, strVoteToken: TOKEN }]);
  });

  it('shows the server’s reason when the vote is refused (a second vote in the show)', async () => {
    const api = audienceApi();
    api.votes.push({ earlier: true });
    const user = userEvent.setup();
    const router = await openVerify(user);
    await sendCodeTo(user, 'visitor@example.com');
    await user.type(screen.getByLabelText('OTP'), CODE);
    await user.click(screen.getByRole('button', { name: 'Verify and vote' }));
    expect(await screen.findAllByText(ALREADY_VOTED)).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/audience/verify');
  });

  it('shows why no code was sent under the e-mail field (a wait), and no code step follows', async () => {
    const api = audienceApi(jaguar, { waitFor: ['visitor@example.com'] });
    const user = userEvent.setup();
    const router = await openVerify(user);
    await user.type(screen.getByLabelText('Email'), 'visitor@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    // Under the field (and as a toast): the e-mail step stays, with no code asked for.
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(WAIT));
    expect(screen.getAllByText(WAIT)).toHaveLength(2);
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.queryByText('OTP Sent')).not.toBeInTheDocument();
    expect(api.sent('POST', API.sendOtp).map((r) => r.body)).toEqual([{ email: 'visitor@example.com', intVehicleId: 42 }]);
    expect(router.state.location.pathname).toBe('/audience/verify');

    // Another address goes on to the code.
    await user.clear(email);
    await sendCodeTo(user, 'friend@example.com');
    expect(await screen.findByText('OTP Sent')).toBeInTheDocument();
  });

  it('offers a new code only after the wait the server gave, then sends one', async () => {
    const api = audienceApi(jaguar, { resendAfter: 0 });
    const user = userEvent.setup();
    await openVerify(user);
    await sendCodeTo(user, 'visitor@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(api.sent('POST', API.sendOtp)).toHaveLength(2));
  });

  it('keeps the resend button disabled while the wait runs', async () => {
    audienceApi(jaguar, { resendAfter: 30 });
    const user = userEvent.setup();
    await openVerify(user);
    await sendCodeTo(user, 'visitor@example.com');
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  });

  it('without a vehicle to vote for, asks to scan a card', async () => {
    audienceApi();
    renderApp('/audience/verify');
    expect(await screen.findByText('Scan the QR card on a vehicle’s windscreen to vote for it.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});

describe('/audience/thanks with no vote behind it', () => {
  it('goes back to where the visitor came from', async () => {
    audienceApi();
    const { router } = renderApp('/audience/SS007');
    await screen.findByRole('heading', { name: 'Jaguar E-Type' });
    await router.navigate('/audience/thanks');
    await waitFor(() => expect(router.state.location.pathname).toBe('/audience/SS007'));
  });

  it('opened first in the tab, says how to vote instead of thanking for nothing', async () => {
    audienceApi();
    renderApp('/audience/thanks');
    expect(await screen.findByRole('heading', { name: 'No vote yet' })).toBeInTheDocument();
    expect(screen.queryByText('Thank you for Voting')).not.toBeInTheDocument();
  });
});
