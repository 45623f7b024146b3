import { API } from '@showgrid/shared/paths';

/**
 * The visitor's three calls (SPEC §7), sent as JSON once the page is hydrated: no router, no
 * contract parser, no zod (issue 32's budget). The server checks every field and words every
 * refusal; the page shows what it said (public-pages.ts: sendFailureOf …).
 */
export class Refusal extends Error {
  constructor(readonly body: unknown) {
    super('refused');
  }
}

async function post(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await res.json().catch(() => ({}));
  if (!res.ok) throw new Refusal(answer);
  return typeof answer === 'object' && answer !== null ? Object.fromEntries(Object.entries(answer)) : {};
}

/** Seconds until another code may be asked for. */
export async function sendCode(email: string, intVehicleId: number): Promise<number> {
  const answer = await post(API.sendOtp, { email, intVehicleId });
  return typeof answer.intResendAfter === 'number' ? answer.intResendAfter : 0;
}

/** Verifies the code, then casts the vote with the verification's token (the cookie otherwise). */
export async function verifyAndVote(email: string, otp: string, intVehicleId: number): Promise<void> {
  const verified = await post(API.verifyOtp, { email, otp });
  const strVoteToken = typeof verified.strVoteToken === 'string' ? verified.strVoteToken : undefined;
  try {
    await post(API.votes, { email, intVehicleId, strVoteToken });
  } catch (error) {
    throw error instanceof Refusal ? new VoteRefusal(error.body) : error;
  }
}

/** The code was right, the vote was refused (already voted, voting closed): worded as a vote's refusal. */
export class VoteRefusal extends Refusal {}
