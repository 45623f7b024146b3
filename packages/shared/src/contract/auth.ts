import type { Contract } from './endpoint.ts';

/** (to be filled: the calls of this resource) */
export const authApi = {} as const satisfies Contract;
