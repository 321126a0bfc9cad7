/**
 * The parts of the accounts contract that code in /login's and /register's first load needs, in a module
 * without zod (the contract's schemas load with the API client, on the first call: lib/api/shell.ts).
 */

/** SPEC §3 getImgCode: the picture code, read by lib/api/image-captcha.ts without the API client. */
export const IMAGE_CAPTCHA_PATH = '/mall/user/api/code/getImgCode';

/** Prefix of the wxLoginCallback token for a WeChat identity without a bound phone (SPEC §4). */
export const NO_BIND_PREFIX = 'noBind_';

/** SPEC §4: `noBind_<key>` — a WeChat identity without a bound phone; the key goes to wechatBind on /register. */
export const isNoBindToken = (token: string | null | undefined): token is string => !!token && token.startsWith(NO_BIND_PREFIX);
export const bindKeyOfToken = (token: string) => token.slice(NO_BIND_PREFIX.length);
