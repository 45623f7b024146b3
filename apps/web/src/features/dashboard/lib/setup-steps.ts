import { english } from '@showgrid/shared/i18n/english';
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
  /** Its English (marked with english()), translated where shown. */
  title: string;
  /** What the step is for, in the organiser's words (English, translated where shown). */
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
      title: english(/*i18n*/ { id: 'Vehicle types' }),
      help: english(/*i18n*/ { id: 'The kinds of vehicle in the show, e.g. Car or Motorcycle.' }),
      to: ROUTES.adminVehicleType,
      done: counts.vehicleTypes.length > 0,
    },
    {
      id: 'parameters',
      title: english(/*i18n*/ { id: 'Parameters' }),
      help: english(/*i18n*/ { id: 'What judges score a vehicle type on, e.g. Paintwork.' }),
      to: ROUTES.adminParameters,
      done: counts.vehicleTypes.some((type) => type.intParameterCount > 0),
    },
    {
      id: 'categories',
      title: english(/*i18n*/ { id: 'Categories' }),
      help: english(/*i18n*/ { id: 'The classes vehicles compete in, each of one vehicle type.' }),
      to: ROUTES.adminCategories,
      done: counts.categories.length > 0,
    },
    {
      id: 'vehicle-ids',
      title: english(/*i18n*/ { id: 'Vehicle ID series' }),
      help: english(/*i18n*/ { id: 'A prefix and a range of ids per category, printed on the windscreen cards.' }),
      to: ROUTES.adminVehicleId,
      done: counts.categories.some((category) => category.strPrefix !== null),
    },
    {
      id: 'judges',
      title: english(/*i18n*/ { id: 'Judges' }),
      help: english(/*i18n*/ { id: 'The people who score on the tablets; each gets a sign-in.' }),
      to: ROUTES.adminJudges,
      done: counts.judges > 0,
    },
    {
      id: 'event',
      title: english(/*i18n*/ { id: 'Event' }),
      help: english(/*i18n*/ { id: 'The show itself: its date, place, categories and judges.' }),
      to: ROUTES.adminEvents,
      done: counts.events > 0,
    },
    {
      id: 'vehicles',
      title: english(/*i18n*/ { id: 'Vehicles' }),
      help: english(/*i18n*/ { id: 'The entries of the event, one by one or from a spreadsheet.' }),
      to: ROUTES.adminEventList('vehicles'),
      done: counts.vehicles > 0,
    },
  ];
}
