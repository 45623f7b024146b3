import { describe, expect, it } from 'vitest';
import type { GateVehicle } from '@showgrid/shared/schemas/gate';
import { findByVehicleId, matchesSearch } from './gate-search';
import { arrivedCount, toPayText, withPending } from './gate-view';
import { vehicleIdFromScan } from './scan-text';
import type { GateAction } from '../stores/gate-store';

const car = (id: number, uniqueId: string | null, extra: Partial<GateVehicle> = {}): GateVehicle => ({
  intVehicleId: id,
  strUniqueId: uniqueId,
  strRegistrationNumber: `REG ${String(id)}`,
  strBrandName: 'Ford',
  strModelName: 'Mustang',
  strOwnerName: `Owner ${String(id)}`,
  strCategoryName: 'Muscle',
  blnPaid: false,
  intToPayCents: null,
  strCurrency: null,
  dtArrivedAt: null,
  ...extra,
});

describe('vehicleIdFromScan', () => {
  it('reads the id from the card’s visitor link, encoded or not, and takes a bare id as it is', () => {
    expect(vehicleIdFromScan('https://show.example/audience/CL001')).toBe('CL001');
    expect(vehicleIdFromScan('http://10.0.0.5:3000/audience/CL%20002?x=1')).toBe('CL 002');
    expect(vehicleIdFromScan('  MC-007 ')).toBe('MC-007');
  });
});

describe('gate search', () => {
  const cars = [
    car(1, 'CL-001', { strOwnerName: 'Ada Lovelace' }),
    car(2, 'MC007', { strRegistrationNumber: 'AB 12 CD', strBrandName: 'Jaguar', strModelName: 'E-Type' }),
    car(3, null),
  ];

  it('finds by id, registration, owner or make, ignoring case, spaces and dashes', () => {
    const names = (query: string) => cars.filter((c) => matchesSearch(c, query)).map((c) => c.intVehicleId);
    expect(names('cl001')).toEqual([1]);
    expect(names('ab12cd')).toEqual([2]);
    expect(names('lovelace')).toEqual([1]);
    expect(names('jaguar e')).toEqual([2]);
    expect(names('')).toEqual([1, 2, 3]);
  });

  it('picks the vehicle whose card id was scanned, and none for an id of another show', () => {
    expect(findByVehicleId(cars, 'cl 001')?.intVehicleId).toBe(1);
    expect(findByVehicleId(cars, 'ZZ99')).toBeUndefined();
  });
});

describe('withPending', () => {
  const tap = (vehicleId: number, kind: GateAction['kind'], at: string, eventId = 5): GateAction => ({
    id: `${String(vehicleId)}${kind}${at}`,
    eventId,
    vehicleId,
    kind,
    at,
  });

  it('lays the phone’s waiting taps over the server’s rows, in order, for this event only', () => {
    const rows = withPending(
      [car(1, 'A'), car(2, 'B', { dtArrivedAt: '2030-05-01T08:00:00.000Z' }), car(3, 'C')],
      [
        tap(1, 'arrive', '2030-05-01T09:00:00.000Z'),
        tap(1, 'paid', '2030-05-01T09:01:00.000Z'),
        tap(2, 'undo', '2030-05-01T09:02:00.000Z'),
        tap(3, 'arrive', '2030-05-01T09:03:00.000Z', 6),
      ],
      5,
    );
    expect(rows.map((r) => [r.intVehicleId, r.dtArrivedAt, r.blnPaid, r.blnWaiting])).toEqual([
      [1, '2030-05-01T09:00:00.000Z', true, true],
      [2, null, false, true],
      [3, null, false, false],
    ]);
    expect(arrivedCount(rows)).toBe(1);
  });

  it('an entrant’s fee owed at the gate reads as money until a Paid tap, waiting or sent, takes it', () => {
    const owing = car(1, 'A', { intToPayCents: 4000, strCurrency: 'EUR' });
    expect(toPayText(owing)).toBe('€40.00');
    expect(toPayText(car(2, 'B'))).toBeNull();
    const [paid] = withPending([owing], [{ ...tap(1, 'paid', '2030-05-01T09:01:00.000Z'), method: 'card' }], 5);
    expect(paid).toMatchObject({ blnPaid: true, intToPayCents: null, blnWaiting: true });
    expect(paid && toPayText(paid)).toBeNull();
  });
});
