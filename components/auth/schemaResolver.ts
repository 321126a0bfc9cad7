import type { FieldValues, Resolver } from 'react-hook-form';

type Schemas = typeof import('./schemas');
type SchemaName = { [K in keyof Schemas]: Schemas[K] extends { safeParse: unknown } ? K : never }[keyof Schemas];

/**
 * The resolver of an auth form: its zod schema (./schemas.ts, with zod and @hookform/resolvers/zod) is loaded
 * on the form's first validation — a submit, then each change — not with the page; react-hook-form awaits an
 * async resolver. The messages are the schema's own, as with zodResolver(schema) itself.
 */
export function schemaResolver<V extends FieldValues, O>(name: SchemaName): Resolver<V, unknown, O> {
  let loaded: Promise<Resolver<V, unknown, O>> | null = null;
  const load = () =>
    Promise.all([import('@hookform/resolvers/zod'), import('./schemas')]).then(
      ([{ zodResolver }, schemas]) => zodResolver(schemas[name] as never) as unknown as Resolver<V, unknown, O>,
    );
  return async (values, context, options) => {
    loaded ??= load().catch((err: unknown) => {
      // A failed chunk (a deployment, the network) is retried on the next validation.
      loaded = null;
      throw err;
    });
    return (await loaded)(values, context, options);
  };
}
