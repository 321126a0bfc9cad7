import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyBody, idParams, wholeNumber } from './common';
import { addressDetailRule, ADDRESS_MSG, consigneeRule, phoneRule } from '../../validation';

const USER_API = '/mall/user/api';

/** 'receiving': where goods go (/personalCenter/receivingAddress); 'invoice': where paper invoices go (/personalCenter/invoiceAddress). */
export const ADDRESS_BOOKS = ['receiving', 'invoice'] as const;
export type AddressBook = (typeof ADDRESS_BOOKS)[number];

export const regionSchema = z.object({ id: z.number().int(), name: z.string(), level: z.number().int() });
export type Region = z.infer<typeof regionSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  book: z.enum(ADDRESS_BOOKS),
  consignee: z.string(),
  mobile: z.string(),
  provinceId: z.number().int(),
  cityId: z.number().int(),
  districtId: z.number().int(),
  /** 省 市 区, as names. */
  provinceName: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

const regionId = (message: string) => wholeNumber(z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message));

export const addressInputSchema = z.object({
  consignee: consigneeRule,
  mobile: phoneRule,
  provinceId: regionId(ADDRESS_MSG.regionRequired),
  cityId: regionId(ADDRESS_MSG.regionRequired),
  districtId: regionId(ADDRESS_MSG.regionRequired),
  detail: addressDetailRule,
  isDefault: z.boolean().optional().default(false),
});
export type AddressInput = z.input<typeof addressInputSchema>;

const bookQuery = z.object({ book: z.enum(ADDRESS_BOOKS).optional().default('receiving') });

export const address = {
  regions: endpoint({
    title: '省市区（级联）',
    method: 'GET',
    path: `${USER_API}/userAddr/getCityListByParentId`,
    // level 1: provinces (parentId 0 or absent); 2: cities of a province; 3: districts of a city.
    query: z.object({ level: wholeNumber(z.number().int().min(1).max(3)), parentId: wholeNumber(z.number().int().min(0).max(2_147_483_647)).optional().default(0) }),
    data: z.array(regionSchema),
  }),
  list: endpoint({ title: '地址列表', method: 'GET', path: `${USER_API}/userAddr/list`, query: bookQuery, auth: 'user', data: z.array(addressSchema) }),
  add: endpoint({
    title: '新增地址',
    method: 'POST',
    path: `${USER_API}/userAddr/add`,
    body: addressInputSchema.extend({ book: z.enum(ADDRESS_BOOKS).optional().default('receiving') }),
    auth: 'user',
    data: addressSchema,
  }),
  update: endpoint({ title: '修改地址', method: 'POST', path: `${USER_API}/userAddr/update/{id}`, params: idParams, body: addressInputSchema, auth: 'user', data: addressSchema }),
  remove: endpoint({ title: '删除地址', method: 'POST', path: `${USER_API}/userAddr/delete/{id}`, params: idParams, body: emptyBody, auth: 'user', data: z.null() }),
  setDefault: endpoint({ title: '设为默认地址', method: 'POST', path: `${USER_API}/userAddr/setDefault/{id}`, params: idParams, body: emptyBody, auth: 'user', data: z.null() }),
} as const;

