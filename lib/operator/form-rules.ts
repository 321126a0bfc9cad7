import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

/** An antd Form rule from a zod rule of the contract: the same check and the same Chinese message as the API's. */
export const zodRule = (schema: z.ZodType): Rule => ({
  validator: async (_, value: unknown) => {
    const checked = schema.safeParse(value ?? '');
    if (!checked.success) throw new Error(checked.error.issues[0]?.message);
  },
});
