import type { Contract } from './endpoint.ts';

/** (to be filled: the calls of this resource) */
export const auditApi = {} as const satisfies Contract;
