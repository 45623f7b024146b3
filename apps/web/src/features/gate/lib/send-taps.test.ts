import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { GateVehicle } from '@showgrid/shared/schemas/gate';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/render-app';
import { GATE_STORAGE_KEY, useGateStore } from '../stores/gate-store';
import { sendWaitingTaps } from './send-taps';

/** The gate's lane of the one outbox (ADR 030): taps in order, under the one rule. */

const EVENT = 9;
const car = (id: number): GateVehicle => ({
  intVehicleId: id,
  strUniqueId: `CL00${String(id)}`,
  strRegistrationNumber: `REG ${String(id)}`,
  strBrandName: 'Jaguar',
  strModelName: 'E-Type',
  strOwnerName: 'Owner',
  strCategoryName: 'Classics',
  blnPaid: true,
  intToPayCents: null,
  strCurrency: null,
  dtArrivedAt: '2030-05-01T09:00:00.000Z',
});

function tapped(...vehicleIds: number[]): void {
  for (const vehicleId of vehicleIds) useGateStore.getState().enqueue({ eventId: EVENT, vehicleId, kind: 'arrive' });
}

beforeEach(() => {
  useGateStore.setState({ eventId: EVENT, list: null, pending: [], refused: [] });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('taps at the gate', () => {
  it.each([410, 413, 404, 422])(
    'a %i is kept as not saved with the server’s words (it used to be dropped), the next tap goes on',
    async (status) => {
      vi.spyOn(toast, 'error').mockImplementation(() => '');
      let first = true;
      const api = fakeApi(() => jsonResponse({ detail: 'never used' }, 500));
      api.answer('POST', API.gateCheckIn(EVENT), (request) => {
        if (!first) return jsonResponse({ data: car(2) });
        first = false;
        return jsonResponse({ detail: `Refused with ${String(request.body ? status : 0)}.` }, status);
      });
      tapped(1, 2);
      await sendWaitingTaps();
      const { pending, refused } = useGateStore.getState();
      expect(pending).toEqual([]);
      expect(refused).toEqual([expect.objectContaining({ vehicleId: 1, message: `Refused with ${String(status)}.` })]);
      expect(api.sent('POST', API.gateCheckIn(EVENT))).toHaveLength(2);
    },
  );

  it.each([401, 408, 429, 503])('a %i keeps the tap and stops there: the next tap must not overtake it', async (status) => {
    const api = fakeApi(() => jsonResponse({ detail: 'Later.' }, status));
    tapped(1, 2);
    await sendWaitingTaps();
    expect(useGateStore.getState().pending.map((tap) => tap.vehicleId)).toEqual([1, 2]);
    expect(api.sent('POST', API.gateCheckIn(EVENT))).toHaveLength(1);
    expect(useGateStore.getState().refused).toEqual([]);
  });

  it('a phone’s store from before refused taps were kept (no refused list) keeps its waiting taps', async () => {
    const tap = { id: 'a1', eventId: EVENT, vehicleId: 1, kind: 'arrive', at: '2030-05-01T09:00:00.000Z' };
    localStorage.setItem(GATE_STORAGE_KEY, JSON.stringify({ state: { eventId: EVENT, list: null, pending: [tap] }, version: 0 }));
    await useGateStore.persist.rehydrate();
    expect(useGateStore.getState().pending).toEqual([tap]);
    expect(useGateStore.getState().refused).toEqual([]);
  });
});
