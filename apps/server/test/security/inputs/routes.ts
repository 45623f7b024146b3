/**
 * The routes and their inputs as the OpenAPI document describes them: fastify-type-provider-zod
 * derives its JSON Schemas from each route's zod schemas. The document is the one
 * machine-readable list of every route's params, query and body, so a new route is fuzzed
 * (values.ts, requests.ts) without anyone writing a generator for it.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface RouteInputs {
  /** As the access table writes it: "PUT /api/score-entry/:id/". */
  key: string;
  method: (typeof METHODS)[number];
  url: string;
  path: Parameter[];
  query: Parameter[];
  body?: { kind: 'json' | 'multipart'; schema: JsonSchema; required: boolean };
}

export function routesOf(doc: OpenApiDocument): RouteInputs[] {
  const out: RouteInputs[] = [];
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    const url = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
    for (const [verb, op] of Object.entries(operations)) {
      const method = METHODS.find((m) => m === verb.toUpperCase());
      if (!method) continue;
      const content = op.requestBody?.content ?? {};
      const json = content['application/json'];
      const multipart = content['multipart/form-data'];
      const body = json
        ? { kind: 'json' as const, schema: json.schema, required: 'required' in (op.requestBody ?? {}) }
        : multipart
          ? { kind: 'multipart' as const, schema: multipart.schema, required: true }
          : undefined;
      out.push({
        key: `${method} ${url}`,
        method,
        url,
        path: (op.parameters ?? []).filter((p) => p.in === 'path'),
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        body,
      });
    }
  }
  return out;
}
