import { accessClaimsSchema } from '@showgrid/shared/schemas/auth';
import type { AccessClaims } from '@showgrid/shared/schemas/auth';

// The client only reads the claims to pick the area; the server verifies the signature.
const clientClaimsSchema = accessClaimsSchema.pick({ user_id: true, strUserType: true });
export type ClientClaims = Pick<AccessClaims, 'user_id' | 'strUserType'>;

export function decodeAccessClaims(token: string): ClientClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const json: unknown = JSON.parse(atob(padded));
    const parsed = clientClaimsSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
