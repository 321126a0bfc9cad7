import { z } from 'zod';

/** SPEC §7: every response is this envelope. code 1 = success, 0 = rejected with a message, -1 = session invalid. */
export const RESPONSE_CODE = { ok: 1, rejected: 0, sessionInvalid: -1 } as const;
/** SPEC §8: messageCode that also means "token invalid". */
export const TOKEN_INVALID_MESSAGE_CODE = 'PARAM_CODE_1000006';

export const envelopeSchema = <D extends z.ZodType>(data: D) =>
  z.object({
    code: z.number().int(),
    data: data.nullable().optional(),
    message: z.string().optional().default(''),
    /** SPEC §7: in every answer, null where there is none (an older backend that leaves them out reads as null). */
    messageCode: z.string().nullable().default(null),
    totalCount: z.number().int().nonnegative().nullable().default(null),
    /** Ours: present (true) when totalCount is a lower bound — a keyword matching more than 1,000 products. */
    totalCapped: z.boolean().optional(),
  });

export interface Envelope<D> {
  code: number;
  data: D;
  message: string;
  /** Always present on our API; null where there is none. */
  messageCode: string | null;
  totalCount: number | null;
  totalCapped?: boolean;
}
