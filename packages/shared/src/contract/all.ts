import { attendeeApi } from './attendee.ts';
import { auditApi } from './audit.ts';
import { awardsApi } from './awards.ts';
import { authApi } from './auth.ts';
import { categoriesApi } from './categories.ts';
import { dashboardApi } from './dashboard.ts';
import { entriesApi } from './entries.ts';
import { eventsApi } from './events.ts';
import { gateApi } from './gate.ts';
import { healthApi } from './health.ts';
import { judgesApi } from './judges.ts';
import { mediaApi } from './media.ts';
import { parametersApi } from './parameters.ts';
import { paymentsApi } from './payments.ts';
import { registrationApi } from './registration.ts';
import { resultsApi } from './results.ts';
import { scoresApi } from './scores.ts';
import { vehicleIdsApi } from './vehicle-ids.ts';
import { vehicleImportApi } from './vehicle-import.ts';
import { vehicleTypesApi } from './vehicle-types.ts';
import { vehiclesApi } from './vehicles.ts';
import type { Contract, Endpoint } from './endpoint.ts';

/**
 * Every resource's calls (docs/decisions/022). The server registers a route for each entry; the web
 * test fakes look requests up here to check them and their answers.
 */
export const contract: readonly Contract[] = [
  categoriesApi,
  vehicleTypesApi,
  parametersApi,
  mediaApi,
  healthApi,
  authApi,
  judgesApi,
  eventsApi,
  dashboardApi,
  auditApi,
  vehiclesApi,
  vehicleIdsApi,
  vehicleImportApi,
  scoresApi,
  resultsApi,
  attendeeApi,
  gateApi,
  awardsApi,
  registrationApi,
  paymentsApi,
  entriesApi,
];

/** Every endpoint of the API, in one list. */
export const allEndpoints: readonly Endpoint[] = contract.flatMap((resource) => Object.values(resource));
