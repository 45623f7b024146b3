import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Api, Created } from './api.ts';
import { codeFromMail } from './audience-fixture.ts';
import { mailsTo } from './mail-sink.ts';
import { unique, uniquePrefix } from './unique.ts';

/** Set-up for the registration*.e2e.ts files: a show in two weeks whose registration the organiser opened (issue 31). */

export interface RegistrationShow {
  eventId: number;
  title: string;
  /** The class's vehicle type (it has no judging parameters until a test gives it some). */
  typeId: number;
  categoryId: number;
  categoryName: string;
  /** The class's card prefix: a confirmed entry's card number is `${prefix}01`. */
  prefix: string;
}

/** What a show's registration is made of; left out, registration.e2e's show. */
export interface RegistrationShowOptions {
  paymentModes?: ('online' | 'gate')[];
  feeCents?: number;
  cap?: number;
  eventCap?: number;
  extras?: { strName: string; intPriceCents: number; intMaxPerEntry: number }[];
  /** The names' stems (made unique): the card prefix's letter, the class, the show and its place. */
  names?: { prefix: string; category: string; title: string; location: string };
  /** The show's language (issue 33); left out, the deployment's default. */
  locale?: 'en' | 'de' | 'fr' | 'nl' | 'es';
}

/**
 * A show in two weeks with one class (a vehicle-id series of its own) open for entries through
 * the event's own PUT, as the organiser's form sends it. By default EUR 25.00, 10 places (40 at the
 * show), a dinner ticket, paying at the gate (online needs a server with Stripe's keys, stripe-server.ts).
 */
export async function createRegistrationShow(api: Api, options: RegistrationShowOptions = {}): Promise<RegistrationShow> {
  const {
    paymentModes = ['gate'],
    feeCents = 2500,
    cap = 10,
    eventCap = 40,
    extras = [{ strName: 'Dinner ticket', intPriceCents: 1500, intMaxPerEntry: 4 }],
    names = { prefix: 'R', category: 'Pre-war Classics', title: 'Harbour Concours', location: 'Quayside' },
    locale,
  } = options;
  const prefix = uniquePrefix(names.prefix);
  const type = await api<Created>('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: `Entrant Car ${prefix}` }, 201);
  const categoryName = unique(names.category);
  const category = await api<Created>(
    'POST',
    '/api/vehicle/vehicle-category/',
    { strVehicleCategoryName: categoryName, intVehicleType: type.data.id },
    201,
  );
  await api('PUT', `/api/vehicle/vehicle-category/${String(category.data.id)}/`, { strPrefix: prefix, intStartRange: 1, intRangeUpto: 20 });
  const title = unique(names.title);
  const event = {
    strEventTitle: title,
    strEventLocation: names.location,
    strEventStartDateTime: new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString(),
    arrVehicleCategory: [category.data.id],
    arrJudges: [],
    ...(locale ? { strLocale: locale } : {}),
  };
  const created = await api<Created>('POST', '/api/event/manage-event/', event, 201);
  await api('PUT', `/api/event/manage-event/${String(created.data.id)}/`, {
    ...event,
    objRegistration: {
      blnOpen: true,
      strCurrency: 'EUR',
      intEventCap: eventCap,
      arrPaymentModes: paymentModes,
      arrClasses: [{ intCategoryId: category.data.id, intFeeCents: feeCents, intEarlyFeeCents: null, intCap: cap }],
      arrExtras: extras,
    },
  });
  return { eventId: created.data.id, title, typeId: type.data.id, categoryId: category.data.id, categoryName, prefix };
}

/** The entrant's e-mail code sign-in on the page showing it (/register/ID, /entrant), with the code from the mail. */
export async function signInEntrant(page: Page, email: string): Promise<void> {
  const before = mailsTo(inject('mailDir'), email).length;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeFromMail(email, before);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
}

/** The owner's and the car's details on the entry form, as the entrant types them: Ada's 1963 Jaguar E-Type. */
export async function fillCar(page: Page, plate: string): Promise<void> {
  await page.getByLabel('Owner name', { exact: true }).fill('Ada Entrant');
  await page.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0001');
  await page.getByLabel('Brand', { exact: true }).fill('Jaguar');
  await page.getByLabel('Model', { exact: true }).fill('E-Type');
  await page.getByLabel('Year', { exact: true }).fill('1963');
  await page.getByLabel('Colour', { exact: true }).fill('British racing green');
  await page.getByLabel('Registration number', { exact: true }).fill(plate);
}

/** A screenshot of one element (a form's section), to SCREENSHOT_DIR like browser.ts's screenshot(). */
export async function elementScreenshot(element: Locator, name: string): Promise<string> {
  const dir = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'showgrid-screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await element.screenshot({ path: file });
  return file;
}
