import { useAllCategories } from '../../../api/categories';
import { useAllEvents } from '../../../api/events';
import { useAllJudges } from '../../../api/judges';
import { useVehicleTypes } from '../../../api/vehicle-types';
import { useVehicleCount } from '../api/get-vehicle-count';
import { setupSteps, type SetupStep } from '../lib/setup-steps';

/**
 * The set-up steps, each ticked from the lists the admin pages read (the same queries, so a change
 * made there shows here); null until every list has come, or when one could not be read: a
 * checklist guessed from part of the data would tick nothing or the wrong steps.
 */
export function useSetupSteps(): SetupStep[] | null {
  const vehicleTypes = useVehicleTypes();
  const categories = useAllCategories();
  const judges = useAllJudges();
  const events = useAllEvents();
  const vehicles = useVehicleCount();
  if (!vehicleTypes.data || !categories.data || !judges.data || !events.data || vehicles.data === undefined) return null;
  return setupSteps({
    vehicleTypes: vehicleTypes.data,
    categories: categories.data,
    judges: judges.data.length,
    events: events.data.length,
    vehicles: vehicles.data,
  });
}
