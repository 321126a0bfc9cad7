import { ApiError } from '../../server/http/errors';

/** The Chinese message of the ApiError `fn` throws, or null when it passes; any other error is rethrown. */
export async function refusal(fn: () => unknown): Promise<string | null> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof ApiError) return err.message;
    throw err;
  }
  return null;
}
