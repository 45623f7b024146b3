import { allEndpoints } from '@showgrid/shared/contract/all';
import { matchPath, successSchema, type Endpoint } from '@showgrid/shared/contract/endpoint';
import { detailSchema, fieldErrorsSchema } from '@showgrid/shared/schemas/answers';
import type { z } from 'zod';

/**
 * The test fakes stand in for the server, so they are held to the same contract
 * (docs/decisions/022): each request a page sends must be one the contract describes, with a body
 * and query its schemas accept, and each answer a fake gives must have the shape the contract
 * promises for that status. What breaks the contract is collected here and fails the test (setup.ts).
 */
const violations: string[] = [];

const paramCount = (endpoint: Endpoint) => endpoint.path.split(':').length;

/** The entry a request reaches: like the server's router, a fixed segment wins over a `:param`. */
function endpointOf(method: string, pathname: string): Endpoint | undefined {
  return allEndpoints
    .filter((endpoint) => endpoint.method === method && matchPath(endpoint.path, pathname) !== null)
    .sort((a, b) => paramCount(a) - paramCount(b))[0];
}

function problem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}

function bodyOf(init: RequestInit): unknown {
  return typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** Checks one request and the fake's answer to it against the contract. */
export async function checkExchange(url: string, init: RequestInit, response: Response): Promise<void> {
  const parsed = new URL(url, 'http://localhost');
  if (!parsed.pathname.startsWith('/api/')) return;
  const method = init.method ?? 'GET';
  const call = `${method} ${parsed.pathname}`;
  const endpoint = endpointOf(method, parsed.pathname);
  if (!endpoint) {
    violations.push(`${call}: not a call of the contract`);
    return;
  }

  const query = endpoint.query && problem(endpoint.query, Object.fromEntries(parsed.searchParams));
  if (query) violations.push(`${call}: query ${query}`);
  if (endpoint.body) {
    const body = problem(endpoint.body, bodyOf(init));
    if (body) violations.push(`${call}: body ${body}`);
  }

  const status = response.status;
  const declared = Object.entries(endpoint.responses).find(([code]) => Number(code) === status)?.[1];
  // A 5xx the contract does not name is a broken server or proxy: it promises nothing about it.
  if (status === 204 || endpoint.file !== undefined || (status >= 500 && !declared)) return;
  const text = await response.clone().text();
  const answer: unknown = text ? JSON.parse(text) : null;
  const schema = status < 300 ? successSchema(endpoint) : (declared ?? detailSchema.or(fieldErrorsSchema));
  const wrong = schema ? problem(schema, answer) : null;
  if (wrong) violations.push(`${call} → ${String(status)}: answer ${wrong}`);
}

/** The contract breaches since the last call, emptied. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}
