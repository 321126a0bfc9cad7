import { z } from 'zod';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = Record<string, unknown>;

/** Where a schema's shared parts ($defs: recursive trees) go: the document's components.schemas. */
export type SchemaComponents = Record<string, JsonSchema>;

const COMPONENT_PREFIX = '#/components/schemas/';

/** A component name OpenAPI accepts (`^[a-zA-Z0-9._-]+$`). */
const componentName = (owner: string, def: string) => `${owner}.${def.replace(/^_+/, '')}`.replace(/[^a-zA-Z0-9._-]/g, '_');

/** `z.number().int()` says its bounds are JavaScript's safe integers: true of every integer here, so left unsaid. */
function dropSafeIntegerBounds({ jsonSchema }: { jsonSchema: JsonSchema }) {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

/** Rewrites `#/$defs/x` references to the components they were moved to. */
function relink(node: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => relink(item, names));
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
      const target = names.get(value.slice('#/$defs/'.length));
      out[key] = target ? COMPONENT_PREFIX + target : value;
    } else {
      out[key] = relink(value, names);
    }
  }
  return out;
}

/**
 * anyOf / oneOf without repeated members, and one member left becomes the schema itself. zod writes a union as
 * anyOf of its options' schemas, so options that look alike in JSON Schema repeat: `.nullable()` of a schema that
 * is already null, or an integer field's two input forms (common.ts `wholeNumber`) seen as output, both integers.
 * A repeated member says nothing (anyOf) or can never match (oneOf).
 */
function withoutRepeats(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRepeats);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withoutRepeats(value)]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = out[key];
    if (!Array.isArray(members)) continue;
    const unique = [...new Map(members.map((m) => [JSON.stringify(m), m as JsonSchema])).values()];
    const [only] = unique;
    if (unique.length === 1 && Object.keys(only).every((k) => !(k in out))) {
      delete out[key];
      Object.assign(out, only);
    } else {
      out[key] = unique;
    }
  }
  return out;
}

/**
 * One zod schema of the contract as JSON Schema, with zod 4's own converter. Inputs (params, query, body)
 * are converted as the client sends them (`io: 'input'`: before transforms, defaults optional), answers as
 * the server sends them (`io: 'output'`). What JSON Schema cannot say (a transform's output, a custom check)
 * becomes `{}` — any value — instead of failing, so every endpoint is in the document. Local `$defs`
 * (recursive trees) move to `components` under `owner.*`, since a `#/$defs` pointer inside an OpenAPI
 * document would point at the document's root.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output', owner: string, components: SchemaComponents): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any', cycles: 'ref', reused: 'inline', override: dropSafeIntegerBounds }) as JsonSchema;
  const { $schema: _dialect, $defs, ...root } = converted;
  const defs = ($defs ?? {}) as Record<string, JsonSchema>;
  const names = new Map(Object.keys(defs).map((def) => [def, componentName(owner, def)]));
  for (const [def, body] of Object.entries(defs)) components[names.get(def)!] = withoutRepeats(relink(body, names)) as JsonSchema;
  return withoutRepeats(relink(root, names)) as JsonSchema;
}

/** The properties of an object schema, each with whether it is required (for parameters and form fields). */
export function propertiesOf(schema: JsonSchema): { name: string; schema: JsonSchema; required: boolean }[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, prop]) => ({ name, schema: prop, required: required.has(name) }));
}
