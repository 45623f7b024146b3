import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, screenshot } from './support/browser.ts';
import { openPage, useBrowser } from './support/devices.ts';
import { adminApi, type Api, type Created } from './support/api.ts';
import { qrClip, qrPhoto } from './support/qr-clip.ts';
import { ADMIN } from './support/seed.ts';
import { fillLogin, signInAdmin } from './support/sign-in.ts';
import { uniqueEmail, uniquePrefix } from './support/unique.ts';

/**
 * Gate check-in (issue 19): a volunteer on a phone, signed in with the account the organiser made,
 * scans the windscreen card of the first car with the camera (Chromium's fake camera plays a clip
 * of its QR code) and the second from a photo (the file fallback); the organiser's open dashboard
 * counts them as attended. Then the volunteer takes the second car's fee at the gate.
 */

const PREFIX = uniquePrefix('G');
const FIRST = `${PREFIX}01`;
const SECOND = `${PREFIX}02`;
const cardLink = (id: string) => `http://show.example/audience/${id}`;
const CLIP = qrClip(cardLink(FIRST));
const PHONE = { width: 390, height: 844 };

const browser = useBrowser([
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${CLIP}`,
]);

async function gateShow(api: Api) {
  const type = await api<Created>('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: `Gate Roadster ${PREFIX}` }, 201);
  const category = await api<Created>(
    'POST',
    '/api/vehicle/vehicle-category/',
    { strVehicleCategoryName: `Gate Classics ${PREFIX}`, intVehicleType: type.data.id },
    201,
  );
  await api('PUT', `/api/vehicle/vehicle-category/${String(category.data.id)}/`, { strPrefix: PREFIX, intStartRange: 1, intRangeUpto: 20 });
  const event = await api<Created>(
    'POST',
    '/api/event/manage-event/',
    {
      strEventTitle: `Gate Day ${PREFIX}`,
      strEventLocation: 'Goodwood',
      strEventStartDateTime: new Date(Date.now() + 3600_000).toISOString(),
      arrVehicleCategory: [category.data.id],
      arrJudges: [],
    },
    201,
  );
  const vehicle = async (uniqueId: string, registration: string, brand: string, model: string, paid: boolean) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      intEventId: event.data.id,
      strRegistrationNo: registration,
      strBrandName: brand,
      strModelName: model,
      strOwnerName: 'Gate Owner',
      intCategoryId: category.data.id,
      strUniqueId: uniqueId,
      strPaymentStatus: paid ? 'Paid' : 'Unpaid',
    })) {
      form.set(key, String(value));
    }
    await api('POST', '/api/vehicle/', form, 201);
  };
  await vehicle(FIRST, `GT ${PREFIX} 1`, 'Jaguar', 'E-Type', true);
  await vehicle(SECOND, `GT ${PREFIX} 2`, 'Ford', 'Mustang', false);
  const volunteer = { strFullName: 'Gina Gate', strEmail: uniqueEmail('gina'), strPassword: 'gate-password-e2e' };
  await api('POST', '/api/gate/staff/', volunteer, 201);
  return { eventId: event.data.id, volunteer };
}

const attendedOn = (dashboard: Page) => dashboard.getByText(/^\d+ attended$/).textContent();

describe('the gate', () => {
  it('a volunteer scans two cars in (camera, then a photo); the dashboard’s attended count follows; the fee is taken at the gate', async () => {
    const api = await adminApi();
    const show = await gateShow(api);

    const { page: dashboard } = await openPage(browser());
    await signInAdmin(dashboard, ADMIN.email, ADMIN.password);
    await dashboard.getByRole('combobox', { name: 'Event' }).selectOption(String(show.eventId));
    await expect.poll(() => attendedOn(dashboard)).toBe('0 attended');

    const { context, page: phone } = await openPage(browser(), PHONE);
    await context.grantPermissions(['camera']);
    await phone.goto('/gate');
    await phone.waitForURL('**/gate/login');
    await fillLogin(phone, show.volunteer.strEmail, show.volunteer.strPassword);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.waitForURL((url) => url.pathname === '/gate');
    await phone.getByRole('combobox', { name: 'Show' }).selectOption(String(show.eventId));
    const arrivals = phone.getByRole('region', { name: 'Arrivals' });
    await expect.poll(() => arrivals.textContent()).toContain('Arrived 0 of 2');

    // The camera reads the card held up to it: the car is checked in at once.
    await phone.getByRole('button', { name: 'Scan QR code' }).click();
    await phone.getByRole('status').getByText(`${FIRST} checked in.`).waitFor({ timeout: 20_000 });
    await expect.poll(() => arrivals.textContent()).toContain('Arrived 1 of 2');
    await expect.poll(() => attendedOn(dashboard), { timeout: 15_000 }).toBe('1 attended');

    // Where the live camera is not allowed, a photo of the card does the same.
    const chooser = phone.waitForEvent('filechooser');
    await phone.getByText('Scan a photo').click();
    await (await chooser).setFiles({ name: 'card.png', mimeType: 'image/png', buffer: await qrPhoto(cardLink(SECOND)) });
    await phone.getByRole('status').getByText(`${SECOND} checked in.`).waitFor({ timeout: 20_000 });
    await expect.poll(() => attendedOn(dashboard), { timeout: 15_000 }).toBe('2 attended');

    // The second car has not paid: the volunteer takes the fee and marks it Paid.
    const spotlight = phone.getByRole('region', { name: 'Last scanned or tapped' });
    await spotlight.getByText('Not paid yet').waitFor();
    await animationsDone(phone);
    await screenshot(phone, 'gate-phone');
    await spotlight.getByRole('button', { name: `Mark ${SECOND} Paid` }).click();
    await phone.getByRole('dialog', { name: 'Mark as Paid?' }).getByRole('button', { name: 'Mark Paid' }).click();
    await spotlight.getByText('Paid', { exact: true }).waitFor();
    await expect
      .poll(
        async () =>
          (
            await api<{ data: { blnPaid: boolean; strUniqueId: string }[] }>('GET', `/api/vehicle/?intEventId=${String(show.eventId)}`)
          ).data.find((v) => v.strUniqueId === SECOND)?.blnPaid,
      )
      .toBe(true);

    // Undo a mistaken check-in: the count goes back.
    await spotlight.getByRole('button', { name: `Undo check-in of ${SECOND}` }).click();
    await expect.poll(() => attendedOn(dashboard), { timeout: 15_000 }).toBe('1 attended');

    // The paper fallback lists both, the arrived one with its time.
    await phone.getByRole('link', { name: 'Arrival list to print' }).click();
    await phone.getByRole('heading', { name: `Arrival list — Gate Day ${PREFIX}` }).waitFor();
    await screenshot(phone, 'gate-arrival-list');
  });

  it('the organiser makes and deletes a volunteer’s account', async () => {
    const { page } = await openPage(browser());
    await signInAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/gate-staff');
    const email = uniqueEmail('gus');
    await page.getByLabel('Full name').fill('Gus Gate');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Add volunteer' }).click();
    await page.getByText('Must be at least 8 characters.').waitFor();
    await page.getByLabel('Password').fill('gate-password-2');
    await page.getByRole('button', { name: 'Add volunteer' }).click();
    await page.getByText(email).waitFor();
    await screenshot(page, 'admin-gate-staff');
    await page.getByRole('button', { name: 'Delete Gus Gate' }).click();
    await page.getByRole('dialog', { name: 'Delete volunteer?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(email).waitFor({ state: 'detached' });
  });
});
