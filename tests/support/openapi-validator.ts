import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { mediaTypeIn, type Endpoint } from '../../lib/api/contract/endpoint';
import type { OpenApiDocument, OpenApiOperation } from '../../server/openapi/document';

/*
 * Checks real answers (and the requests that led to them) against the OpenAPI document, as a validating proxy
 * (Prism) does: the operation by method and path template, the answer by HTTP status and media type, the body by
 * the JSON Schema there (ajv, JSON Schema 2020-12 — the dialect of OpenAPI 3.1). Every mismatch is a violation.
 */

export interface Exchange {
  ep: Endpoint;
  params?: Record<string, unknown>;
  query?: Record<string, string>;
  /** A JSON body as sent (parsed), or undefined for none / a form / a file upload. */
  json?: unknown;
  status: number;
  contentType: string;
  /** The answer parsed as JSON when its media type is JSON. */
  answer?: unknown;
  /** Whether the answer had a body at all. */
  hasBody: boolean;
}

const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

export function openApiValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc as object, 'doc');
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (at: string) => {
    let v = compiled.get(at);
    if (!v) compiled.set(at, (v = ajv.compile({ $ref: `doc#/${at}` })));
    return v;
  };
  const check = (at: string, value: unknown): string[] => {
    const v = validatorAt(at);
    return v(value) ? [] : (v.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
  };

  /** The operation of an endpoint in the document, or null when the document leaves it out. */
  const operationOf = (ep: Endpoint): OpenApiOperation | null => doc.paths[ep.path]?.[ep.method.toLowerCase()] ?? null;

  /** The violations of one exchange: an empty list when request and answer are as the document says. */
  function violations(x: Exchange): string[] {
    const op = operationOf(x.ep);
    const name = `${x.ep.method} ${x.ep.path}`;
    if (!op) return [`${name}: not in the document`];
    const opAt = pointer('paths', x.ep.path, x.ep.method.toLowerCase());
    const found: string[] = [];
    // The request: each path and query parameter by its schema, a JSON body by the request body's.
    op.parameters.forEach((p, i) => {
      const value = p.in === 'path' ? x.params?.[p.name] : p.in === 'query' ? x.query?.[p.name] : undefined;
      if (value === undefined) {
        if (p.required && p.in !== 'header') found.push(`request ${p.in} ${p.name}: required`);
        return;
      }
      for (const e of check(`${opAt}/parameters/${i}/schema`, value)) found.push(`request ${p.in} ${p.name}: ${e}`);
    });
    if (x.json !== undefined) {
      const media = op.requestBody?.content['application/json'];
      if (!media) found.push('request: a JSON body the document does not describe');
      else for (const e of check(`${opAt}/requestBody/content/${pointer('application/json')}/schema`, x.json)) found.push(`request body: ${e}`);
    }
    // The answer: a status the document lists, a media type of that answer, the body by its schema.
    let response: unknown = op.responses[String(x.status)];
    let responseAt = `${opAt}/responses/${x.status}`;
    if (response && typeof response === 'object' && '$ref' in response) {
      const target = String((response as { $ref: string }).$ref).replace(/^#\//, '');
      responseAt = target.split('/').map(encodeURIComponent).join('/');
      response = target.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], doc);
    }
    if (!response) return [...found, `answer: HTTP ${x.status} is not among ${Object.keys(op.responses).join(', ')}`].map((v) => `${name}: ${v}`);
    const content = (response as { content?: Record<string, unknown> }).content;
    if (!content) return [...found, ...(x.hasBody ? [`answer: a body where the document says none (HTTP ${x.status})`] : [])].map((v) => `${name}: ${v}`);
    // The answer's media type, or a range (image/*) that holds it.
    const media = Object.keys(content).find((key) => mediaTypeIn(x.contentType, [key]));
    if (!media) found.push(`answer: ${x.contentType || 'no media type'} is not among ${Object.keys(content).join(', ')} (HTTP ${x.status})`);
    else if (media === 'application/json') for (const e of check(`${responseAt}/content/${pointer(media)}/schema`, x.answer)) found.push(`answer (HTTP ${x.status}): ${e}`);
    return found.map((v) => `${name}: ${v}`);
  }

  return { violations, operationOf };
}
