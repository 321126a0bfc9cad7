import { API_KEY_HEADER, FORM_MEDIA_TYPE, STAFF_TOKEN_HEADER, type Endpoint } from '../../lib/api/contract/endpoint';
import type { Permission } from '../../lib/api/contract/staff';
import { RESPONSE_CODE } from '../../lib/api/contract/envelope';
import { propertiesOf, toJsonSchema, type JsonSchema, type SchemaComponents } from './schema';
import { AREA_NAMES } from './tags';

/** The contract's shape: areas of named endpoints (lib/api/contract/index.ts). */
export type ContractAreas = Record<string, Record<string, Endpoint>>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  /** Operator calls: the permission the staff member or API key must hold. */
  'x-permission'?: Permission;
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; description?: string; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
}
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, JsonSchema>; schemas: SchemaComponents };
}

const INFO_TEXT = [
  '标准品商城的商城接口，由 zod 契约（lib/api/contract）生成。',
  '',
  `每个调用都以 HTTP 200 返回信封 \`{code, data, message, messageCode, totalCount}\`：code ${RESPONSE_CODE.ok} = 成功；` +
    `${RESPONSE_CODE.rejected} = 被拒绝，message 用中文说明原因（输入错误时指出字段）；` +
    `${RESPONSE_CODE.sessionInvalid} = 登录已失效（messageCode 为 PARAM_CODE_1000006），需重新登录。`,
  '分页调用从请求头 pageNo / pageSize 读取页码与每页条数，totalCount 为总条数。',
  '文件类调用成功时直接返回文件，失败时仍返回信封（文件不存在为 HTTP 404）。',
  '用户调用在请求头 token（或 Authorization: Bearer）中携带会话令牌；运营调用在 x-staff-token 中携带员工会话（两步验证之后），或在 x-api-key 中携带具名 API 密钥；调用需要的权限见各调用的 x-permission。',
].join('\n');

const SECURITY_SCHEMES = {
  token: { type: 'apiKey', in: 'header', name: 'token', description: '登录后得到的会话令牌（也可放在 Authorization: Bearer <令牌>）。' },
  staffToken: { type: 'apiKey', in: 'header', name: STAFF_TOKEN_HEADER, description: '员工会话令牌：运营后台登录（密码 + 动态验证码）后得到；空闲 30 分钟或 12 小时后失效。' },
  apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER, description: '具名 API 密钥（rk_…）：由员工管理员创建，各有权限，可随时吊销。' },
};

const ENVELOPE_CODE: JsonSchema = {
  type: 'integer',
  enum: [RESPONSE_CODE.ok, RESPONSE_CODE.rejected, RESPONSE_CODE.sessionInvalid],
  description: '1 成功；0 被拒绝（message 为中文原因）；-1 登录已失效。',
};

function securityOf(auth: Endpoint['auth']): Record<string, string[]>[] {
  if (auth === 'user') return [{ token: [] }];
  if (auth === 'optional') return [{}, { token: [] }];
  if (auth === 'operator') return [{ staffToken: [] }, { apiKey: [] }];
  if (auth === 'staff') return [{ staffToken: [] }];
  return [];
}

/** The answer of a call: the envelope, `data` being the endpoint's schema on success and null otherwise. */
function envelopeOf(data: JsonSchema | null, paged: boolean): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'data', 'message', 'messageCode', 'totalCount'],
    properties: {
      code: { $ref: '#/components/schemas/EnvelopeCode' },
      data: data ? { description: 'code 为 1 时的数据；否则为 null', anyOf: [data, { type: 'null' }] } : { type: 'null' },
      message: { type: 'string', description: '成功时为 success；否则为中文原因' },
      messageCode: { type: ['string', 'null'], description: 'code 为 -1 时为 PARAM_CODE_1000006，否则为 null' },
      totalCount: paged ? { type: ['integer', 'null'], minimum: 0, description: '总条数（被拒时为 null）' } : { type: 'null' },
      ...(paged ? { totalCapped: { type: 'boolean', description: '为 true 时 totalCount 是下限（关键词匹配超过 1,000 个商品）' } } : {}),
    },
  };
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function parametersOf(ep: Endpoint, opId: string, components: SchemaComponents): OpenApiParameter[] {
  const path = ep.params ? propertiesOf(toJsonSchema(ep.params, 'input', `${opId}.params`, components)) : [];
  // A path placeholder the params schema does not name is still a parameter (a string).
  for (const [, name] of ep.path.matchAll(/\{(\w+)\}/g)) {
    if (!path.some((p) => p.name === name)) path.push({ name, schema: { type: 'string' }, required: true });
  }
  const query = ep.query ? propertiesOf(toJsonSchema(ep.query, 'input', `${opId}.query`, components)) : [];
  const described = (p: { schema: JsonSchema }) => (typeof p.schema.description === 'string' ? { description: p.schema.description } : {});
  const parameters: OpenApiParameter[] = [
    ...path.map((p) => ({ name: p.name, in: 'path' as const, required: true, ...described(p), schema: p.schema })),
    ...query.map((p) => ({ name: p.name, in: 'query' as const, required: p.required, ...described(p), schema: p.schema })),
  ];
  if (ep.paged) {
    parameters.push(
      { name: 'pageNo', in: 'header', required: false, description: '页码（默认 1；也可放在请求体或查询参数中）', schema: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 } },
      { name: 'pageSize', in: 'header', required: false, description: `每页条数（默认 ${ep.paged.defaultSize}，最多 ${ep.paged.maxSize}）`, schema: { type: 'integer', minimum: 1, maximum: ep.paged.maxSize, default: ep.paged.defaultSize } },
    );
  }
  return parameters;
}

function requestBodyOf(ep: Endpoint, opId: string, components: SchemaComponents): OpenApiOperation['requestBody'] {
  if (ep.method !== 'POST' || (!ep.body && !ep.upload)) return undefined;
  const body = ep.body ? toJsonSchema(ep.body, 'input', `${opId}.body`, components) : null;
  // An empty request reaches the schema as undefined: the body is required when that is refused.
  const required = ep.body ? !ep.body.safeParse(undefined).success : false;
  if (ep.upload) {
    const { field, maxBytes } = ep.upload;
    const file: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream', description: `上传的文件，不超过 ${megabytes(maxBytes)}（${maxBytes} 字节）` };
    const schema: JsonSchema =
      body && body.type === 'object'
        ? { ...body, properties: { ...(body.properties as JsonSchema), [field]: file } }
        : { allOf: [...(body ? [body] : []), { type: 'object', properties: { [field]: file } }] };
    return { required: true, description: `multipart/form-data：文件字段 ${field}，最大 ${megabytes(maxBytes)}（${maxBytes} 字节）；其余字段为表单文本。`, content: { 'multipart/form-data': { schema } } };
  }
  const content: Record<string, { schema: JsonSchema }> = json(body!);
  if (ep.consumes === FORM_MEDIA_TYPE) content[FORM_MEDIA_TYPE] = { schema: body! };
  return { required, content };
}

function responsesOf(ep: Endpoint, opId: string, components: SchemaComponents): OpenApiOperation['responses'] {
  const refused = envelopeOf(null, false);
  if (ep.produces) {
    return {
      '200': {
        description: `成功时为文件（${ep.produces}）；被拒时为信封（code 0 或 -1）`,
        content: { [ep.produces]: { schema: { type: 'string', contentMediaType: ep.produces } }, ...json(refused) },
      },
      '404': { description: '文件不存在（信封，code 0）', content: json(refused) },
    };
  }
  const data = toJsonSchema(ep.data, 'output', `${opId}.data`, components);
  return { '200': { description: '信封：code 1 时 data 为结果', content: json(envelopeOf(data, Boolean(ep.paged))) } };
}

function operationOf(area: string, name: string, ep: Endpoint, components: SchemaComponents): OpenApiOperation {
  const operationId = `${area}.${name}`;
  const requestBody = requestBodyOf(ep, operationId, components);
  return {
    operationId,
    summary: ep.title,
    tags: [area],
    security: securityOf(ep.auth),
    ...(ep.auth === 'operator' && ep.permission ? { 'x-permission': ep.permission } : {}),
    parameters: parametersOf(ep, operationId, components),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(ep, operationId, components),
  };
}

/** The OpenAPI 3.1 document of the contract: every endpoint once, operationId `<area>.<name>`. */
export function buildOpenApiDocument(contract: ContractAreas, version: string): OpenApiDocument {
  const schemas: SchemaComponents = { EnvelopeCode: ENVELOPE_CODE };
  const paths: OpenApiDocument['paths'] = {};
  for (const [area, endpoints] of Object.entries(contract)) {
    for (const [name, ep] of Object.entries(endpoints)) {
      const method = ep.method.toLowerCase();
      const item = (paths[ep.path] ??= {});
      if (item[method]) throw new Error(`two endpoints at ${ep.method} ${ep.path}: ${item[method].operationId} and ${area}.${name}`);
      item[method] = operationOf(area, name, ep, schemas);
    }
  }
  const names = AREA_NAMES as Record<string, string>;
  return {
    openapi: '3.1.0',
    info: { title: '标准品商城 API', version, description: INFO_TEXT },
    tags: Object.keys(contract).map((area) => ({ name: area, description: names[area] ?? area })),
    paths,
    components: { securitySchemes: SECURITY_SCHEMES, schemas },
  };
}

