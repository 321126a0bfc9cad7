'use client';
import Cookies from 'js-cookie';
import { publicApiBase } from '../env';
import { COOKIE } from '../constants';
import { browserApi, quietPublicApi } from './browser';
import { basketCalls, batchInsertCart, cartCalls, demandCalls } from './cart';
import { createApiClient } from './client';
import { getNews } from './content';
import { search } from './contract/search';
import { getSuggestions } from './search';
import * as userCalls from './user';
import { getCurrentUser, logout } from './user';

/**
 * The calls of code that is in every page's first load — the list stores (cart, basket, demand list), the login
 * state, logout, the header's hot lists and type-ahead, 全部加入购物车 of method and standard pages, the login and register forms (components/auth/calls.ts) — with the clients they go through. Never imported
 * statically by such code: lib/api/shell.ts loads it on the first call, so axios, zod and the contract are not
 * part of a page's first load (docs/adr/0009-first-load-javascript.md).
 */
export { basketCalls, batchInsertCart, browserApi, cartCalls, demandCalls, getCurrentUser, getNews, getSuggestions, quietPublicApi, search, userCalls };

/**
 * The logout call goes through a client without the session-invalid handler and without toasts: a
 * session that has already ended must not turn "退出登录" into a trip to /login with an error.
 */
const quietSessionApi = createApiClient({ baseURL: publicApiBase, getToken: () => Cookies.get(COOKIE.token) });
export const logoutQuietly = () => logout(quietSessionApi);
