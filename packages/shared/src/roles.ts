/**
 * Who signs in. `staff` is a gate volunteer (PRODUCT.md "Gate check-in"): an account an admin
 * makes, that may check vehicles in and mark them paid at the gate, and nothing else.
 */
export const ROLES = ['admin', 'judge', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** Who may use the gate: its volunteers, and an organiser standing in for one. */
export const GATE_ROLES = ['admin', 'staff'] as const satisfies readonly Role[];

export const mayUseGate = (role: Role): boolean => GATE_ROLES.some((allowed) => allowed === role);
