import type { Contract } from './endpoint.ts';

/** (to be filled: the calls of this resource) */
export const scoresApi = {} as const satisfies Contract;
