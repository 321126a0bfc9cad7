/**
 * The footprint call's path (member.accessLogRecord), in a module of its own: the footprint tracker is in every
 * page's first load and sends it with a plain keepalive fetch, without zod and the contract.
 */
export const ACCESS_LOG_RECORD_PATH = '/mall/user/api/access/log/record';
