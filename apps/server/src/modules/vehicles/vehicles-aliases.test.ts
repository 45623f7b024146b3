import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { createShow, postVehicle, sendVehicleForm, vehicleForm } from '../../../test/factories/vehicles.ts';

// SPEC §3 spells some vehicle fields two ways (strModel "in places", blnVIP and
// strRegistrationNumber as read back, blnPaid beside strPaymentStatus): a form using either works.

let ctx: TestContext;
useTestContext((c) => (ctx = c));

async function vehicleCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(vehicles);
  return row?.n ?? 0;
}

describe('SPEC §3 aliases on the vehicle form', () => {
  it('registers and changes a vehicle sent as strModel, strRegistrationNumber, blnVIP and blnPaid', async () => {
    const { headers } = await ctx.authAs('admin');
    const show = await createShow(ctx);
    const base = { intEventId: show.event.id, intCategoryId: show.category.id, strBrandName: 'Jaguar' };
    const created = await postVehicle(ctx, headers, show, {
      ...base,
      strRegistrationNumber: 'AB12 CDE',
      strModel: 'E-Type',
      blnVIP: 'true',
      blnPaid: 'true',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      strRegistrationNumber: 'AB12 CDE',
      strModelName: 'E-Type',
      blnVIP: true,
      strRegistrationType: 'VIP',
      blnPaid: true,
      strPaymentStatus: 'Paid',
    });

    const id: number = created.json().data.intVehicleId;
    const updated = await sendVehicleForm(
      ctx,
      'PUT',
      headers,
      vehicleForm({ ...base, intVehicleId: id, strRegistrationNo: 'AB12 CDE', strModel: 'XK120', blnPaid: 'false' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ strModelName: 'XK120', strPaymentStatus: 'Unpaid', blnVIP: false });
  });

  it('lets the form schema’s own name win when both spellings are sent', async () => {
    const { headers } = await ctx.authAs('admin');
    const show = await createShow(ctx);
    const res = await postVehicle(ctx, headers, show, {
      strRegistrationNo: 'REAL 1',
      strRegistrationNumber: 'ALIAS 1',
      strModelName: 'Mustang',
      strModel: 'Ignored',
      strPaymentStatus: 'Unpaid',
      blnPaid: 'true',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ strRegistrationNumber: 'REAL 1', strModelName: 'Mustang', strPaymentStatus: 'Unpaid' });
  });

  it('refuses a blnPaid that is not true or false under its own name, and adds nothing', async () => {
    const { headers } = await ctx.authAs('admin');
    const show = await createShow(ctx);
    const res = await postVehicle(ctx, headers, show, { strRegistrationNo: 'X 1', blnPaid: 'perhaps' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ blnPaid: ['Must be true or false.'] });
    expect(await vehicleCount()).toBe(0);
  });
});
