import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/index.ts';
import { insertVehicles } from '../../../test/factories/vehicles.ts';
import {
  entryBody,
  openSettings,
  openShow,
  register,
  signInEntrant,
  useRegistrationContext,
} from '../../../test/factories/registration.ts';

const suite = useRegistrationContext();

describe('an entry paying at the gate (issue 31)', () => {
  it('shows what it owes at the gate, and Mark Paid records cash or card on the entry too', async () => {
    const { show, admin } = await openShow(suite.ctx, (s) =>
      openSettings(s, { arrExtras: [{ strName: 'Dinner ticket', intPriceCents: 1500, intMaxPerEntry: 2 }] }),
    );
    const entrant = await signInEntrant(suite.ctx, suite.sink, 'gate@example.com');
    const created = await register(
      suite.ctx,
      entrant.headers,
      entryBody(show, { arrExtras: [{ strName: 'Dinner ticket', intQuantity: 1 }] }),
    );
    const id = created.json<{ intRegistrationId: number }>().intRegistrationId;
    const [entry] = await suite.ctx.database.db.select().from(registrations).where(eq(registrations.id, id));
    const staff = await suite.ctx.authAs('staff');

    const list = await suite.ctx.app.inject({ method: 'GET', url: `/api/gate/${show.event.id}/vehicles/`, headers: staff.headers });
    const [vehicle] = list.json().data.arrVehicles;
    expect(vehicle).toMatchObject({ intVehicleId: entry?.vehicleId, blnPaid: false, intToPayCents: 4000, strCurrency: 'EUR' });

    const paid = (payload: object) =>
      suite.ctx.app.inject({ method: 'POST', url: `/api/gate/${show.event.id}/paid/`, headers: staff.headers, payload });
    expect((await paid({ intVehicleId: vehicle.intVehicleId, strMethod: 'cheque' })).statusCode).toBe(400);
    const res = await paid({ intVehicleId: vehicle.intVehicleId, strMethod: 'card' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ blnPaid: true, intToPayCents: null });
    const [after] = await suite.ctx.database.db.select().from(registrations).where(eq(registrations.id, id));
    expect(after).toMatchObject({ paidVia: 'card' });
    expect(after?.paidAt).toBeInstanceOf(Date);

    // Twice changes nothing; the organiser's summary counts it as paid at the gate.
    expect((await paid({ intVehicleId: vehicle.intVehicleId, strMethod: 'cash' })).statusCode).toBe(200);
    const [again] = await suite.ctx.database.db.select().from(registrations).where(eq(registrations.id, id));
    expect(again?.paidVia).toBe('card');
    const summary = (
      await suite.ctx.app.inject({ method: 'GET', url: `/api/entries/${show.event.id}/summary/`, headers: admin.headers })
    ).json().data;
    expect(summary.objMoney).toMatchObject({ intPaidGateCents: 4000, intUnpaidCents: 0 });
  });

  it('leaves a car the organiser typed as before: nothing to pay shown, Mark Paid without a method', async () => {
    const { show } = await openShow(suite.ctx);
    await insertVehicles(suite.ctx, show, [{ registrationNo: 'TYPED 1', ownerName: 'Sam' }]);
    const staff = await suite.ctx.authAs('staff');
    const list = await suite.ctx.app.inject({ method: 'GET', url: `/api/gate/${show.event.id}/vehicles/`, headers: staff.headers });
    const [vehicle] = list.json().data.arrVehicles;
    expect(vehicle).toMatchObject({ intToPayCents: null, strCurrency: null });
    const res = await suite.ctx.app.inject({
      method: 'POST',
      url: `/api/gate/${show.event.id}/paid/`,
      headers: staff.headers,
      payload: { intVehicleId: vehicle.intVehicleId },
    });
    expect(res.json().data.blnPaid).toBe(true);
  });
});
