import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import type { Api, Created } from './api.ts';
import { unique, uniquePrefix } from './unique.ts';

/** Set-up for registration.e2e.ts: a show in two weeks whose registration the organiser opened (issue 31). */

export interface RegistrationShow {
  eventId: number;
  title: string;
  categoryName: string;
  /** The class's card prefix: a confirmed entry's card number is `${prefix}01`. */
  prefix: string;
}

/**
 * A show with one class (a vehicle-id series of its own) open for entries through the event's own
 * PUT, as the organiser's form sends it: EUR 25.00, 10 places, a dinner ticket, paying at the gate.
 */
export async function createRegistrationShow(api: Api): Promise<RegistrationShow> {
  const prefix = uniquePrefix('R');
  const type = await api<Created>('POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: `Entrant Car ${prefix}` }, 201);
  const categoryName = unique('Pre-war Classics');
  const category = await api<Created>(
    'POST',
    '/api/vehicle/vehicle-category/',
    { strVehicleCategoryName: categoryName, intVehicleType: type.data.id },
    201,
  );
  await api('PUT', `/api/vehicle/vehicle-category/${String(category.data.id)}/`, { strPrefix: prefix, intStartRange: 1, intRangeUpto: 20 });
  const title = unique('Harbour Concours');
  const event = {
    strEventTitle: title,
    strEventLocation: 'Quayside',
    strEventStartDateTime: new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString(),
    arrVehicleCategory: [category.data.id],
    arrJudges: [],
  };
  const created = await api<Created>('POST', '/api/event/manage-event/', event, 201);
  await api('PUT', `/api/event/manage-event/${String(created.data.id)}/`, {
    ...event,
    objRegistration: {
      blnOpen: true,
      strCurrency: 'EUR',
      intEventCap: 40,
      arrPaymentModes: ['gate'],
      arrClasses: [{ intCategoryId: category.data.id, intFeeCents: 2500, intEarlyFeeCents: null, intCap: 10 }],
      arrExtras: [{ strName: 'Dinner ticket', intPriceCents: 1500, intMaxPerEntry: 4 }],
    },
  });
  return { eventId: created.data.id, title, categoryName, prefix };
}

/** A screenshot of one element (a form's section), to SCREENSHOT_DIR like browser.ts's screenshot(). */
export async function elementScreenshot(element: Locator, name: string): Promise<string> {
  const dir = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'showgrid-screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await element.screenshot({ path: file });
  return file;
}
