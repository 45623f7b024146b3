import { ROUTES } from '@showgrid/shared/paths';

/** What the organiser has made so far, read through the calls the admin pages already make. */
export interface SetupCounts {
  vehicleTypes: { intParameterCount: number }[];
  categories: { strPrefix: string | null }[];
  judges: number;
  events: number;
  vehicles: number;
}

export interface SetupStep {
  id: 'vehicle-types' | 'parameters' | 'categories' | 'vehicle-ids' | 'judges' | 'event' | 'vehicles';
  title: string;
  /** What the step is for, in the organiser's words. */
  help: string;
  to: string;
  done: boolean;
}

/**
 * The first show's set-up, in the order each step needs the one before (a parameter belongs to a
 * vehicle type, a category to a type, a series to a category, an event names categories and judges,
 * a vehicle enters an event): one of each is enough for a step to count as done.
 */
export function setupSteps(counts: SetupCounts): SetupStep[] {
  return [
    {
      id: 'vehicle-types',
      title: 'Vehicle types',
      help: 'The kinds of vehicle in the show, e.g. Car or Motorcycle.',
      to: ROUTES.adminVehicleType,
      done: counts.vehicleTypes.length > 0,
    },
    {
      id: 'parameters',
      title: 'Parameters',
      help: 'What judges score a vehicle type on, e.g. Paintwork.',
      to: ROUTES.adminParameters,
      done: counts.vehicleTypes.some((type) => type.intParameterCount > 0),
    },
    {
      id: 'categories',
      title: 'Categories',
      help: 'The classes vehicles compete in, each of one vehicle type.',
      to: ROUTES.adminCategories,
      done: counts.categories.length > 0,
    },
    {
      id: 'vehicle-ids',
      title: 'Vehicle ID series',
      help: 'A prefix and a range of ids per category, printed on the windscreen cards.',
      to: ROUTES.adminVehicleId,
      done: counts.categories.some((category) => category.strPrefix !== null),
    },
    {
      id: 'judges',
      title: 'Judges',
      help: 'The people who score on the tablets; each gets a sign-in.',
      to: ROUTES.adminJudges,
      done: counts.judges > 0,
    },
    {
      id: 'event',
      title: 'Event',
      help: 'The show itself: its date, place, categories and judges.',
      to: ROUTES.adminEvents,
      done: counts.events > 0,
    },
    {
      id: 'vehicles',
      title: 'Vehicles',
      help: 'The entries of the event, one by one or from a spreadsheet.',
      to: ROUTES.adminEventList('vehicles'),
      done: counts.vehicles > 0,
    },
  ];
}
