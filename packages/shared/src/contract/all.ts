import { categoriesApi } from './categories.ts';
import type { Contract, Endpoint } from './endpoint.ts';

/**
 * Every resource's calls (docs/decisions/022). The server registers a route for each entry; the web
 * test fakes look requests up here to check them and their answers.
 */
export const contract: readonly Contract[] = [categoriesApi];

/** Every endpoint of the API, in one list. */
export const allEndpoints: readonly Endpoint[] = contract.flatMap((resource) => Object.values(resource));
