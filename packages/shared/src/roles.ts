export const ROLES = ['admin', 'judge'] as const;
export type Role = (typeof ROLES)[number];
