import { describe, expect, it } from 'vitest';
import { moneyText } from '@showgrid/shared/registration-rules';
import { whenText } from '@showgrid/shared/time-text';
import { MINUTE } from '../../../test/factories/events.ts';
import { ENTRANT_API, entryBody, useRegistrationContext, type Show } from '../../../test/factories/registration.ts';
import { PAYMENT_HOLD_MINUTES } from './places.ts';

const suite = useRegistrationContext({ payments: true });
const mailsTo = (email: string) => suite.sink.messages.filter((m) => m.to.includes(email));

/** A mail's Subject header, its RFC 2047 encoded words (a subject with ä or é) undone. */
function subjectOf(raw: string | undefined): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw ?? '')?.[1] ?? '';
  return header
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\r?\n[ \t]+/g, ' ');
}
const withSubject = (email: string, start: string) => mailsTo(email).find((m) => subjectOf(m.raw).startsWith(start));

/** The code of the newest mail to the address, whatever its language (attendee.ts's lastCode reads English subjects). */
function codeIn(email: string): string {
  const code = /^(\d{4,8})\r?$/m.exec(mailsTo(email).at(-1)?.decoded ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Signs in and enters a car, every request asking in `language` (undefined: naming none). */
async function enterIn(language: string | undefined, show: Show, email: string, paymentMode: 'gate' | 'online') {
  const headers = language === undefined ? {} : { 'accept-language': language };
  const sent = await suite.ctx.app.inject({ method: 'POST', url: ENTRANT_API.sendCode, payload: { strEmail: email }, headers });
  expect(sent.statusCode, sent.body).toBe(200);
  await suite.sink.waitFor(email);
  const verified = await suite.ctx.app.inject({
    method: 'POST',
    url: ENTRANT_API.verifyCode,
    payload: { strEmail: email, strCode: codeIn(email) },
    headers,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const authorization = `Bearer ${verified.json<{ access: string }>().access}`;
  const res = await suite.ctx.app.inject({
    method: 'POST',
    url: ENTRANT_API.registrations,
    headers: { ...headers, authorization },
    payload: entryBody(show, { strPaymentMode: paymentMode }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ intRegistrationId: number; strStatus: string }>();
}

describe('the entrant’s mails in the entrant’s language (issue 33)', () => {
  it('mails the code and the confirmation in German to an entrant who asks in German, the fee written the German way', async () => {
    const { show } = await suite.oneClassShow(null);
    const email = 'deutsch@example.com';
    const entry = await enterIn('de-DE,de;q=0.9,en;q=0.5', show, email, 'gate');
    expect(entry.strStatus).toBe('confirmed');
    expect((await suite.row(entry.intRegistrationId))?.locale).toBe('de');

    const [code] = mailsTo(email);
    expect(subjectOf(code?.raw)).toBe('Ihr Showgrid-Anmeldecode');
    expect(code?.decoded).toContain('Ihr Code, um Ihr Fahrzeug anzumelden und Ihre Anmeldung zu verfolgen:');
    expect(code?.decoded).not.toContain('Your code to enter your car');

    await expect.poll(() => withSubject(email, 'Anmeldung bestätigt')).toBeDefined();
    const confirmed = withSubject(email, 'Anmeldung bestätigt');
    expect(subjectOf(confirmed?.raw)).toBe(`Anmeldung bestätigt: ${show.event.title}`);
    expect(confirmed?.decoded).toContain('ist in der Klasse');
    expect(moneyText(2500, 'EUR', 'de')).toBe('25,00\u00a0€');
    expect(confirmed?.decoded).toContain('Am Eingang zu bezahlen: 25,00');
    expect(confirmed?.decoded).toContain(`http://show.test/entrant?entry=${entry.intRegistrationId}`);
  });

  it('mails a later offer from the waiting list in the language kept with the entry; an English entrant’s mails stay as they were', async () => {
    const { show } = await suite.oneClassShow(1);
    const english = 'english-holder@example.com';
    const german = 'wartend@example.com';
    const first = await enterIn(undefined, show, english, 'online');
    const second = await enterIn('de', show, german, 'gate');
    expect([first.strStatus, second.strStatus]).toEqual(['awaiting-payment', 'waitlisted']);
    expect((await suite.row(first.intRegistrationId))?.locale).toBeNull();

    // The English entrant's code mail, word for word as before.
    const [code] = mailsTo(english);
    expect(subjectOf(code?.raw)).toBe('Your Showgrid sign-in code');
    expect(code?.decoded).toContain('Your code to enter your car and follow your entry:');
    expect(code?.decoded).toContain('It works once, for 10 minutes. Type it on the registration page.');
    expect(code?.decoded).toContain('If you did not ask for a code, you can ignore this message.');

    // Later, with no request of the entrant's: the sweep releases the hold and offers the place.
    suite.ctx.clock.advance((PAYMENT_HOLD_MINUTES + 1) * MINUTE);
    await suite.ctx.app.sweepEntries();
    const offered = await suite.row(second.intRegistrationId);
    expect(offered?.status).toBe('offered');
    await expect.poll(() => withSubject(german, 'Ein Platz für Ihr Fahrzeug')).toBeDefined();
    const offer = withSubject(german, 'Ein Platz für Ihr Fahrzeug');
    expect(subjectOf(offer?.raw)).toBe(`Ein Platz für Ihr Fahrzeug bei ${show.event.title}`);
    if (!offered?.offerExpiresAt) throw new Error('the offer has no deadline');
    const spaced = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');
    expect(spaced(offer?.decoded)).toContain(spaced(`bis ${whenText(offered.offerExpiresAt, 'UTC', 'de')} annehmen`));

    await expect.poll(() => withSubject(english, `Your place was released: ${show.event.title}`)).toBeDefined();
    const released = withSubject(english, 'Your place was released');
    expect(released?.decoded).toContain('The payment was not made in time, so the place was released.');
    expect(released?.decoded).toContain('no longer holds a place.');
  });
});
