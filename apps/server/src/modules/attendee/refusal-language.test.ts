import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { whenText } from '@showgrid/shared/time-text';
import { votingWindow } from '@showgrid/shared/voting-window';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { ENGLISH, i18nFor } from '../../lib/i18n.ts';
import { waitText } from './otp-service.ts';
import { DAY, sendOtp, useVotingContext, votingShow, windowRefusal } from '../../../test/factories/attendee.ts';

let sink: SmtpSink;
let ctx: TestContext;
useVotingContext((s, c) => {
  sink = s;
  ctx = c;
});

const askIn = (language: string | undefined, payload: object, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: API.sendOtp,
    payload,
    remoteAddress: ip,
    ...(language === undefined ? {} : { headers: { 'accept-language': language } }),
  });

describe('interpolated refusals in the asker’s language (issue 33)', () => {
  it('says "Please wait …" in French to an asker in French, with ICU plurals; English byte for byte otherwise', async () => {
    const french = 'attendre-fr@example.com';
    expect((await sendOtp(ctx, french, '198.51.100.71')).statusCode).toBe(200);
    await sink.waitFor(french);
    const again = await askIn('fr-FR,fr;q=0.9', { email: french }, '198.51.100.71');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      email: [expect.stringMatching(/^Veuillez patienter \d+ secondes avant de demander un nouveau code\.$/)],
    });

    const english = 'wait-en@example.com';
    expect((await sendOtp(ctx, english, '198.51.100.72')).statusCode).toBe(200);
    await sink.waitFor(english);
    const plain = await askIn(undefined, { email: english }, '198.51.100.72');
    expect(plain.statusCode).toBe(429);
    expect(plain.json()).toEqual({ email: [expect.stringMatching(/^Please wait \d+ seconds before asking for a new code\.$/)] });
  });

  it('counts the wait with ICU plurals in each language', () => {
    expect([waitText(1, ENGLISH), waitText(30, ENGLISH), waitText(120, ENGLISH), waitText(3601, ENGLISH)]).toEqual([
      '1 second',
      '30 seconds',
      '2 minutes',
      '2 hours',
    ]);
    expect([waitText(1, i18nFor('fr')), waitText(30, i18nFor('fr')), waitText(60, i18nFor('de'))]).toEqual([
      '1 seconde',
      '30 secondes',
      '1 Minute',
    ]);
  });

  it('words the voting window’s refusal in Dutch, the date in the show’s zone the Dutch way; English as before', async () => {
    const later = await votingShow(ctx, 10 * DAY);
    const opensAt = votingWindow({ startsAt: later.event.startsAt, votingOpensAt: null, votingClosesAt: null }).opensAt;
    const dutch = await askIn('nl', { email: 'stem-nl@example.com', intVehicleId: later.first.id }, '198.51.100.73');
    expect(dutch.statusCode).toBe(409);
    expect(dutch.json()).toEqual({ intVehicleId: [`Het stemmen voor deze show begint op ${whenText(opensAt, 'UTC', 'nl')}.`] });
    expect(whenText(opensAt, 'UTC', 'nl')).not.toBe(whenText(opensAt, 'UTC'));

    const english = await askIn(undefined, { email: 'vote-en@example.com', intVehicleId: later.first.id }, '198.51.100.74');
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({ intVehicleId: [windowRefusal(ctx, later)] });
    expect(windowRefusal(ctx, later)).toBe(`Voting for this show opens on ${whenText(opensAt, 'UTC')}.`);
  });

  it('words a field’s limit in the asker’s language, the number kept: the contract schema’s English filled from its template', async () => {
    const { headers } = await ctx.authAs('admin');
    const post = (language: string | undefined) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/vehicle/vehicle-type/',
        payload: { strVehicleTypeTitle: 'x'.repeat(61) },
        headers: { ...headers, ...(language === undefined ? {} : { 'accept-language': language }) },
      });
    expect((await post('de')).json()).toEqual({ strVehicleTypeTitle: ['Höchstens 60 Zeichen.'] });
    expect((await post('nl-BE')).json()).toEqual({ strVehicleTypeTitle: ['Maximaal 60 tekens.'] });
    expect((await post(undefined)).json()).toEqual({ strVehicleTypeTitle: ['Must be at most 60 characters.'] });
  });
});
