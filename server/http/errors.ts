import { RESPONSE_CODE, TOKEN_INVALID_MESSAGE_CODE } from '../../lib/api/contract/envelope';

/** A rejection the client should show: answered as HTTP 200 with the envelope's code and message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number = RESPONSE_CODE.rejected,
    readonly messageCode?: string,
  ) {
    super(message);
  }
}

export const reject = (message: string) => new ApiError(message);
export const sessionInvalid = () => new ApiError('登录已失效，请重新登录', RESPONSE_CODE.sessionInvalid, TOKEN_INVALID_MESSAGE_CODE);
export const notFound = (what: string) => new ApiError(`${what}不存在`);
