import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, screenshot } from './support/browser.ts';
import { launchDevices as openDevices, type LaunchedDevices as Devices } from './support/devices.ts';
import { apiAs, type Created } from './support/api.ts';
import { mailsTo } from './support/mail-sink.ts';
import { ADMIN } from './support/seed.ts';
import { expectPath, signInAdmin } from './support/sign-in.ts';

/**
 * A visitor votes from a phone (issue 6 acceptance, 390×844): scans a windscreen card
 * (/audience/{id}), taps Vote Now, enters an e-mail, reads the code from the mail the real SMTP
 * sink received, verifies, and lands on the thanks page; the organiser's count went up by one.
 * Coming back with another spelling of the same Gmail inbox, the visitor is told at the e-mail
 * step that this inbox already voted, and no code is sent (issue 15, item 6).
 */

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const UNIQUE_ID = 'AV01';
const VISITOR = 'visitor.one@gmail.com';
/** The same inbox: Gmail ignores dots and +tags, and googlemail.com is gmail.com. */
const SAME_INBOX = 'VisitorOne+again@googlemail.com';
const ALREADY_VOTED = 'You have already voted in this show.';

let admin: Page;
let phone: Page;
let eventId = 0;
let vehicleId = 0;

const api = <T>(method: string, url: string, body?: unknown, expected = 200) => apiAs(admin)<T>(method, url, body, expected);

async function votesFor(vehicle: number): Promise<number> {
  const counts = await api<{ data: { intVehicleId: number; numberOfVotes: number }[] }>('GET', `/api/attendee/attendee-vote/?intEventId=${String(eventId)}`);
  return counts.data.find((row) => row.intVehicleId === vehicle)?.numberOfVotes ?? 0;
}

/** The code in the newest mail to `address` sent after `before` mails had arrived. */
async function codeFromMail(address: string, before: number): Promise<string> {
  const mailDir = inject('mailDir');
  await expect.poll(() => mailsTo(mailDir, address).length, { timeout: 15_000 }).toBeGreaterThan(before);
  const mail = mailsTo(mailDir, address).at(-1) ?? '';
  const code = /^([0-9]{4,8})\r?$/m.exec(mail)?.[1];
  if (!code) throw new Error(`no code in the mail:\n${mail}`);
  return code;
}

/** A screenshot once the toast's entry animation is over. */
async function settledScreenshot(page: Page, name: string): Promise<void> {
  await animationsDone(page);
  await screenshot(page, name);
}

/** No sideways scrolling: the page fits the phone's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function voteThroughTheScreens(page: Page, email: string, shots: boolean): Promise<void> {
  await page.goto(`/audience/${UNIQUE_ID}`);
  await page.getByRole('heading', { name: 'Austin Healey 3000' }).waitFor();
  await expect.poll(() => page.getByRole('img', { name: 'Austin Healey 3000' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  if (shots) await screenshot(page, 'audience-vehicle');
  await page.getByRole('button', { name: 'Vote Now' }).click();
  await expectPath(page, '/audience/verify');
  await page.getByRole('heading', { name: 'Verify your identity' }).waitFor();
  await page.getByLabel('Email').fill(email);
  if (shots) await screenshot(page, 'audience-verify-email');
  const before = mailsTo(inject('mailDir'), email).length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').waitFor();
  await page.getByText('OTP Sent').waitFor();
  const code = await codeFromMail(email, before);
  await page.getByLabel('OTP').fill(code);
  if (shots) await settledScreenshot(page, 'audience-verify-otp');
  await page.getByRole('button', { name: 'Verify and vote' }).click();
}

let devices: Devices;

beforeAll(async () => {
  devices = await openDevices(PHONE);
  ({ admin, device: phone } = devices);
});
afterAll(() => devices.close());

describe('a visitor votes from a phone', () => {
  it('the organiser sets up a show that is on today, with a Paid vehicle (API)', async () => {
    await signInAdmin(admin, ADMIN.email, ADMIN.password);
    const type = await api<Created>('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: 'Audience Roadster' }, 201);
    await api('POST', '/api/vehicle/parameter/', { strParameterTitle: 'Audience Paint', intVehicleType: type.data.id, intScoreLimit: 10 }, 201);
    const category = await api<Created>('POST', '/api/vehicle/vehicle-category/', { strVehicleCategoryName: 'Audience Favourites', intVehicleType: type.data.id }, 201);
    await api('PUT', `/api/vehicle/vehicle-category/${String(category.data.id)}/`, { strPrefix: 'AV', intStartRange: 1, intRangeUpto: 20 });
    const event = await api<Created>(
      'POST',
      '/api/event/manage-event/',
      {
        strEventTitle: 'People’s Choice Day',
        strEventLocation: 'Beaulieu',
        strEventStartDateTime: new Date(Date.now() + 3600 * 1000).toISOString(),
        arrVehicleCategory: [category.data.id],
        arrJudges: [],
      },
      201,
    );
    eventId = event.data.id;
    const picture = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#0f766e' } }).jpeg().toBuffer();
    const form = new FormData();
    form.set('intEventId', String(eventId));
    form.set('strRegistrationNo', 'AH 3000');
    form.set('strBrandName', 'Austin');
    form.set('strModelName', 'Healey 3000');
    form.set('strOwnerName', 'Owner');
    form.set('intCategoryId', String(category.data.id));
    form.set('strUniqueId', UNIQUE_ID);
    form.set('strPaymentStatus', 'Paid');
    form.append('vehicleImages', new Blob([picture], { type: 'image/jpeg' }), 'ah.jpg');
    const created = await api<{ data: { intVehicleId?: number; id?: number } }>('POST', '/api/vehicle/', form, 201);
    vehicleId = created.data.intVehicleId ?? created.data.id ?? 0;
    expect(vehicleId).toBeGreaterThan(0);
  });

  it('scans, verifies the e-mail with the code from the mail, votes, and is thanked; the count goes up by one', async () => {
    const before = await votesFor(vehicleId);
    await voteThroughTheScreens(phone, VISITOR, true);
    await expectPath(phone, '/audience/thanks');
    await phone.getByRole('heading', { name: 'Thank you for Voting' }).waitFor();
    await phone.getByText('Your voting has been successfully placed').waitFor();
    await phone.getByText('Vote successfully registered!').waitFor();
    await settledScreenshot(phone, 'audience-thanks');
    expect(await votesFor(vehicleId)).toBe(before + 1);
  });

  it('coming back with another spelling of the inbox: told at the e-mail step that it voted, and no code is sent', async () => {
    const mailDir = inject('mailDir');
    const mailsBefore = fs.readdirSync(mailDir).length;
    await phone.goto(`/audience/${UNIQUE_ID}`);
    await phone.getByRole('button', { name: 'Vote Now' }).click();
    await phone.getByLabel('Email').fill(SAME_INBOX);
    await phone.getByRole('button', { name: 'Send OTP' }).click();
    // Under the field, and as a toast.
    await phone.locator('#audience-email-message', { hasText: ALREADY_VOTED }).waitFor();
    expect(await phone.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await phone.getByLabel('OTP').count()).toBe(0);
    await settledScreenshot(phone, 'audience-already-voted');
    expect(fs.readdirSync(mailDir)).toHaveLength(mailsBefore);
    expect(mailsTo(mailDir, SAME_INBOX)).toHaveLength(0);
  });

  it('fits a 360 px screen without sideways scrolling', async () => {
    await phone.setViewportSize(SMALL_PHONE);
    await phone.goto(`/audience/${UNIQUE_ID}`);
    await phone.getByRole('button', { name: 'Vote Now' }).waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await phone.getByRole('button', { name: 'Vote Now' }).click();
    await phone.getByLabel('Email').waitFor();
    expect(await fitsWidth(phone)).toBe(true);
  });

  it('an unknown vehicle id says Vehicle Not Found.', async () => {
    await phone.goto('/audience/ZZ999');
    await phone.getByText('Vehicle Not Found.').waitFor();
  });
});
