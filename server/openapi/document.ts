import { API_KEY_HEADER, FORM_MEDIA_TYPE, producedTypes, STAFF_TOKEN_HEADER, type Endpoint } from '../../lib/api/contract/endpoint';
import type { Permission } from '../../lib/api/contract/staff';
import { RESPONSE_CODE } from '../../lib/api/contract/envelope';
import { isPrivateApiPath } from '../../lib/http/forwarding';
import { answerOf, ENVELOPE_SCHEMAS, responseRef, SHARED_RESPONSES, successOf } from './envelope';
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
/** An answer: its own description and content, or a reference to a shared one (components.responses). */
export type OpenApiResponse = { description: string; headers?: Record<string, JsonSchema>; content?: Record<string, { schema: JsonSchema }> } | { $ref: string };
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  /** The call's limits (rate-rules.ts), where it has any. */
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  /** Operator calls: the permission the staff member or API key must hold. */
  'x-permission'?: Permission;
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; description?: string; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
}
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers?: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, JsonSchema>; schemas: SchemaComponents; responses: typeof SHARED_RESPONSES };
}

/**
 * Who the document is for. 'public': what the storefront's {api} forwards to anyone (lib/http/forwarding.ts
 * `isPrivateApiPath`) — the shop's calls, without the operator and internal ones; 'whole': every call, at the API's own origin.
 */
export type Audience = 'public' | 'whole';

export interface DocumentOptions {
  audience?: Audience;
  /** Notes per call (its rate limits), written as its description. */
  notes?: Map<Endpoint, string[]>;
}

const INFO_TEXT = [
  '标准品商城的商城接口，由 zod 契约（lib/api/contract）生成。',
  '',
  `每个调用都以 HTTP 200 返回信封 \`{code, data, message, messageCode, totalCount}\`：code ${RESPONSE_CODE.ok} = 成功；` +
    `${RESPONSE_CODE.rejected} = 被拒绝，message 用中文说明原因（输入错误时指出字段）；` +
    `${RESPONSE_CODE.sessionInvalid} = 登录已失效（messageCode 为 PARAM_CODE_1000006），需重新登录。被拒绝的信封见 \`components.schemas.Refusal\`。`,
  '分页调用从请求头 pageNo / pageSize 读取页码与每页条数，totalCount 为总条数。',
  '整数参数（路径、查询、表单与 JSON 请求体中）既可写成 JSON 数字，也可写成十进制数字字符串（如 "3"）；其他写法（"3.0"、"1e3"、空字符串、true）被拒绝。',
  '文件类调用成功时直接返回文件，失败时仍返回信封（文件不存在为 HTTP 404）。数据库暂时无法访问时，任何调用都以 HTTP 503 返回信封（code 0）与 Retry-After。',
  '限流的调用在说明中写明上限；超出时返回 code 0，message 说明原因。',
  '用户调用在请求头 token（或 Authorization: Bearer）中携带会话令牌；运营调用在 x-staff-token 中携带员工会话（两步验证之后），或在 x-api-key 中携带具名 API 密钥；调用需要的权限见各调用的 x-permission。',
].join('\n');

const SECURITY_SCHEMES = {
  token: { type: 'apiKey', in: 'header', name: 'token', description: '登录后得到的会话令牌（也可放在 Authorization: Bearer <令牌>）。' },
  staffToken: { type: 'apiKey', in: 'header', name: STAFF_TOKEN_HEADER, description: '员工会话令牌：运营后台登录（密码 + 动态验证码）后得到；空闲 30 分钟或 12 小时后失效。' },
  apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER, description: '具名 API 密钥（rk_…）：由员工管理员创建，各有权限，可随时吊销。' },
};

const PUBLIC_NOTE = '此文档只含商城网站对外转发的调用；运营调用（路径含 operator）与内部调用不经网站开放，不在此文档中。';

function securityOf(auth: Endpoint['auth']): Record<string, string[]>[] {
  if (auth === 'user') return [{ token: [] }];
  if (auth === 'optional') return [{}, { token: [] }];
  if (auth === 'operator') return [{ staffToken: [] }, { apiKey: [] }];
  if (auth === 'staff') return [{ staffToken: [] }];
  return [];
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
  if (ep.etag) parameters.push({ name: 'If-None-Match', in: 'header', required: false, description: '上次得到的 ETag：文件未变时回答 HTTP 304', schema: { type: 'string' } });
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

const REFUSAL_REF = { $ref: '#/components/schemas/Refusal' };

/** A drawing that cannot be made now: a stand-in picture of the same type; the database unreachable: the refusal. */
const standIn503 = (files: readonly string[]): OpenApiResponse => ({
  description: '暂时画不出时为占位图（同一媒体类型）；数据库暂时无法访问时为信封（code 0）。均带 Retry-After（秒）',
  headers: { 'Retry-After': { description: '建议的重试间隔（秒）', schema: { type: 'integer', minimum: 1 } } },
  content: { ...Object.fromEntries(files.map((media) => [media, { schema: { type: 'string', contentMediaType: media } }])), ...json(REFUSAL_REF) },
});

function responsesOf(ep: Endpoint, opId: string, components: SchemaComponents): OpenApiOperation['responses'] {
  const files = producedTypes(ep);
  if (files.length > 0) {
    const file = (media: string) => [media, { schema: media.endsWith('/*') ? { type: 'string' } : { type: 'string', contentMediaType: media } }] as const;
    return {
      '200': {
        description: `成功时为文件（${files.join('、')}）；被拒时为信封（code 0 或 -1）`,
        ...(ep.etag ? { headers: { ETag: { description: '文件的版本；下次请求放在 If-None-Match 中', schema: { type: 'string' } } } } : {}),
        content: { ...Object.fromEntries(files.map(file)), ...json(REFUSAL_REF) },
      },
      ...(ep.etag ? { '304': { description: '未修改：If-None-Match 与文件当前的 ETag 相同，无正文' } } : {}),
      ...(ep.missingIs404 ? { '404': responseRef('FileMissing') } : {}),
      '503': ep.standIn503 ? standIn503(files) : responseRef('Unavailable'),
    };
  }
  const data = toJsonSchema(ep.data, 'output', `${opId}.data`, components);
  const success = successOf(data, { counted: Boolean(ep.paged || ep.totalCount), capped: Boolean(ep.paged) });
  return {
    '200': { description: '信封：code 1 时 data 为结果；code 0 或 -1 为被拒绝', content: json(answerOf(success)) },
    '503': responseRef('Unavailable'),
  };
}

function operationOf(area: string, name: string, ep: Endpoint, components: SchemaComponents, notes: string[] | undefined): OpenApiOperation {
  const operationId = `${area}.${name}`;
  const requestBody = requestBodyOf(ep, operationId, components);
  return {
    operationId,
    summary: ep.title,
    ...(notes?.length ? { description: `限流：${notes.join('；')}。超出时返回 code 0，message 说明原因。` } : {}),
    tags: [area],
    security: securityOf(ep.auth),
    ...(ep.auth === 'operator' && ep.permission ? { 'x-permission': ep.permission } : {}),
    parameters: parametersOf(ep, operationId, components),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(ep, operationId, components),
  };
}

/** The security schemes the operations name, in the order declared. */
function usedSchemes(paths: OpenApiDocument['paths']): Record<string, JsonSchema> {
  const used = new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.security.flatMap((s) => Object.keys(s)))));
  return Object.fromEntries(Object.entries(SECURITY_SCHEMES).filter(([name]) => used.has(name)));
}

/**
 * The OpenAPI 3.1 document of the contract: every endpoint of the audience once, operationId `<area>.<name>`.
 * `servers` is the caller's to set (server/openapi/routes.ts): it depends on where the document was asked for.
 */
export function buildOpenApiDocument(contract: ContractAreas, version: string, { audience = 'whole', notes }: DocumentOptions = {}): OpenApiDocument {
  const schemas: SchemaComponents = { ...ENVELOPE_SCHEMAS };
  const paths: OpenApiDocument['paths'] = {};
  const areas = new Set<string>();
  for (const [area, endpoints] of Object.entries(contract)) {
    for (const [name, ep] of Object.entries(endpoints)) {
      if (audience === 'public' && isPrivateApiPath(ep.path)) continue;
      const method = ep.method.toLowerCase();
      const item = (paths[ep.path] ??= {});
      if (item[method]) throw new Error(`two endpoints at ${ep.method} ${ep.path}: ${item[method].operationId} and ${area}.${name}`);
      item[method] = operationOf(area, name, ep, schemas, notes?.get(ep));
      areas.add(area);
    }
  }
  const names = AREA_NAMES as Record<string, string>;
  return {
    openapi: '3.1.0',
    info: { title: '标准品商城 API', version, description: audience === 'public' ? `${INFO_TEXT}\n${PUBLIC_NOTE}` : INFO_TEXT },
    tags: Object.keys(contract)
      .filter((area) => areas.has(area))
      .map((area) => ({ name: area, description: names[area] ?? area })),
    paths,
    components: { securitySchemes: usedSchemes(paths), schemas, responses: SHARED_RESPONSES },
  };
}

