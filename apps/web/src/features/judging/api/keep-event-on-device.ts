import { useEffect, useMemo } from 'react';
import { warmImages } from '../lib/warm-images';
import { useJudgeStore, type JudgeVehicle } from '../stores/judge-store';
import { useJudgeVehicles } from './get-judge-vehicles';
import { useParametersKeptOnDevice } from './get-scoring-parameters';

/**
 * Keeps the chosen event on the tablet (PRODUCT "Offline judging": its categories, parameters,
 * vehicles and their first pictures usable offline once loaded online): the vehicles of every
 * category in the judge store, every vehicle type's parameters, every first picture in the
 * service worker's cache. Returns the event's vehicles, from the server when reachable.
 */
export function useEventKeptOnDevice(eventId: number | null) {
  const query = useJudgeVehicles(eventId);
  const stored = useJudgeStore((state) => state.vehicles);

  useEffect(() => {
    if (query.data && eventId !== null) useJudgeStore.getState().setVehicles(eventId, query.data);
  }, [query.data, eventId]);

  const vehicles = useMemo<JudgeVehicle[]>(
    () => query.data ?? stored.filter((vehicle) => vehicle.intEventId === eventId),
    [query.data, stored, eventId],
  );
  useParametersKeptOnDevice(vehicles.map((vehicle) => vehicle.intVehicleTypeId));
  useEffect(() => warmImages(vehicles.map((vehicle) => vehicle.strImage)), [vehicles]);

  return { vehicles, query };
}
