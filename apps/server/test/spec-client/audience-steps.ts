import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { lastCode } from '../factories/attendee.ts';
import type { SmtpSink } from '../helpers/smtp-sink.ts';
import { expectStatus } from './fixtures.ts';
import { SpecClient } from './spec-client.ts';

/**
 * A visitor on their phone (SPEC §2 "Audience", §4 "OTP flow"): sends the code, reads it from the
 * mail a real SMTP server received, verifies it and votes with SPEC's body, { email, intVehicleId },
 * the browser carrying the cookie verify-otp set. Returns the vote's id.
 */
export async function visitorVotes(
  app: FastifyInstance,
  sink: SmtpSink,
  email: string,
  intVehicleId: number,
  address: string,
): Promise<number> {
  const phone = new SpecClient(app, address);
  expectStatus(await phone.post('/attendee/send-email-otp/', { json: { email } }), 200);
  const otp = lastCode(sink, email);
  expect(otp).toMatch(/^\d{4}$/);

  const verified = await phone.post('/attendee/verify-otp/', { json: { email, otp } });
  expectStatus(verified, 200);
  const [cookie] = verified.cookies;
  // What lets a browser (and only this site's pages) vote with it: HttpOnly, SameSite=Strict.
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

  const vote = await phone.post('/attendee/attendee-vote/', { json: { email, intVehicleId } });
  expectStatus(vote, 201);
  const id: unknown = vote.json().data?.id;
  expect(id).toBeTypeOf('number');
  return Number(id);
}
