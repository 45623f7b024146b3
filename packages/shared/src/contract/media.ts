import type { Contract } from './endpoint.ts';

/** (to be filled: the calls of this resource) */
export const mediaApi = {} as const satisfies Contract;
