/**
 * Who signs in. `staff` is a gate volunteer (PRODUCT.md "Gate check-in"): an account an admin
 * makes, that may check vehicles in and mark them paid at the gate, and nothing else.
 */
export const ROLES = ['admin', 'judge', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who may call the API with a token: an account's role, or `entrant`, someone who proved their
 * inbox with a one-time code to register a car (issue 31). An entrant is no account: their token
 * names an entrant, and reaches only the routes that list `entrant`.
 */
export const CALLER_ROLES = [...ROLES, 'entrant'] as const;
export type CallerRole = (typeof CALLER_ROLES)[number];

export const ENTRANT_ONLY = ['entrant'] as const satisfies readonly CallerRole[];

/** Who may use the gate: its volunteers, and an organiser standing in for one. */
export const GATE_ROLES = ['admin', 'staff'] as const satisfies readonly Role[];

export const mayUseGate = (role: Role): boolean => GATE_ROLES.some((allowed) => allowed === role);
