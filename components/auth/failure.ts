import { ApiFailure } from '@/lib/api/failure';

/**
 * What a form shows of a failed call. A rejection (code 0) carries the server's message (wrong captcha,
 * wrong code, locked account …). Transport failures have been toasted by the client already (SPEC §8) and
 * an invalid session is handled by the app's session handler: nothing more to say for those.
 */
export function rejectionMessage(err: unknown): string | null {
  return err instanceof ApiFailure && err.kind === 'rejected' ? err.message : null;
}
