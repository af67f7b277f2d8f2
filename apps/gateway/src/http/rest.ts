import { GRAPHQL_DOOR_MESSAGES, GRAPHQL_MAX_BODY_BYTES, isJsonContentType, readBodyWithin } from "@xunlan/api-client/server";
import { SERVICE_CODE_STATUS, SERVICE_CODES, type ServiceCode } from "@xunlan/validation";
import { type GraphQLInputType, getNamedType, isNonNullType } from "graphql";
import { z } from "zod";
import { json } from "../kernel/http/responses";
import type { HttpRoute } from "../kernel/http/routes";
import { REST_PATHS, type RestPath } from "./rest-paths";
import { buildRestOperations, isListVariable, isPlainVariable, type RestOperation } from "./rest-schemas";

/** Where the REST paths live (spec §7 "REST-style paths"). */
export const REST_PREFIX = "/api";

/** The OpenAPI document of the REST paths. */
export const OPENAPI_PATH = "/api/openapi.json";

/** A REST path resolved against the generated operations: what a request runs and validates. */
export interface ResolvedRestPath {
  entry: RestPath;
  /** The operation (for address/save: the one without `switch.variable`); null: 501. */
  operation: RestOperation | null;
  /** address/save's update. */
  alternative: RestOperation | null;
  /** GET for reads, POST for changes (a read also takes POST with a JSON body). */
  method: "GET" | "POST";
  /** The request's schema: the operation's variables minus the path's fixed ones. */
  request: z.ZodObject;
  /** The answer's schema: the operation's `data` field value. */
  response: z.ZodType;
}

/** The §8 error body every REST error answers with. */
export const restErrorSchema = z
  .object({
    code: z.string().describe("服务码（SERVICE_CODES：400、401、403、404、429、500）"),
    statusCode: z.number().int().describe("HTTP 状态码"),
    message: z.string().describe("中文提示"),
    field: z.string().optional().describe("出错的参数"),
    reason: z.string().optional(),
  })
  .catchall(z.unknown());

/** An error in the spec §8 shape: `{ code, statusCode, message, …details }`, HTTP status = statusCode. */
export function restError(
  code: ServiceCode,
  message: string,
  details: Record<string, unknown> = {},
  status?: number,
  headers?: HeadersInit,
): Response {
  const statusCode = status ?? SERVICE_CODE_STATUS[code];
  return json(
    { ...details, code, statusCode, message },
    { status: statusCode, headers: { "cache-control": "no-store", ...Object.fromEntries(new Headers(headers)) } },
  );
}

const resolvedCache = new Map<string, Map<string, ResolvedRestPath>>();

/** Every REST path with its operation and schemas, for a contract (built once per typeDefs). */
export function resolveRestPaths(typeDefs: string): Map<string, ResolvedRestPath> {
  const cached = resolvedCache.get(typeDefs);
  if (cached) return cached;
  const operations = buildRestOperations(typeDefs);
  const find = (name: string): RestOperation => {
    const operation = operations.get(name);
    if (!operation) throw new Error(`REST: ${name} is not a generated operation (packages/api-client/src/graphql)`);
    return operation;
  };
  const resolved = new Map<string, ResolvedRestPath>();
  for (const entry of REST_PATHS) {
    if (entry.operation === null) {
      resolved.set(entry.path, {
        entry,
        operation: null,
        alternative: null,
        method: "POST",
        request: z.strictObject({}),
        response: z.null(),
      });
      continue;
    }
    const operation = find(entry.operation);
    const alternative = entry.switch ? find(entry.switch.operation) : null;
    const shape: Record<string, z.ZodType> = { ...operation.variableSchemas };
    if (alternative) {
      for (const [name, schema] of Object.entries(alternative.variableSchemas)) {
        shape[name] ??= name === entry.switch!.variable ? schema.optional() : schema;
        if (name === entry.switch!.variable) shape[name] = schema.optional();
      }
    }
    for (const name of Object.keys(entry.fixed ?? {})) delete shape[name];
    const response = alternative ? z.union([operation.response, alternative.response]) : operation.response;
    resolved.set(entry.path, {
      entry,
      operation,
      alternative,
      method: operation.kind === "query" ? "GET" : "POST",
      request: z.strictObject(shape),
      response,
    });
  }
  resolvedCache.set(typeDefs, resolved);
  return resolved;
}

/** Options of {@link createRestRoute}. */
export interface RestRouteOptions {
  /** The contract (schema.graphql's text). */
  typeDefs: string;
  /** Runs a POST /graphql request in-process (the gateway's yoga: every plugin, rule and limit). */
  execute(request: Request): Promise<Response>;
  /** Browser origins allowed to call (the /graphql door's); a request without Origin passes. */
  origins: readonly string[];
  maxBodyBytes?: number;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  invalid_type: "类型不正确",
  unrecognized_keys: "未知的参数",
  invalid_value: "取值不正确",
  invalid_union: "格式不正确",
};

/** A zod failure as the §8 '400' (the first issue, its field named). */
function invalidRequest(error: z.ZodError): Response {
  const issue = error.issues[0]!;
  if (issue.code === "unrecognized_keys") {
    return restError(SERVICE_CODES.BAD_REQUEST, `参数错误：未知的参数 ${issue.keys.join("、")}`, { field: issue.keys[0] });
  }
  const field = issue.path.map(String).join(".");
  const missing = issue.code === "invalid_type" && issue.input === undefined;
  const what = missing ? "必填" : (TYPE_NAMES[issue.code] ?? "格式不正确");
  return restError(SERVICE_CODES.BAD_REQUEST, `参数错误：${field || "请求"}${missing ? "" : " "}${what}`, field ? { field } : {});
}

/** A query-string value as the variable's type reads it (numbers, booleans; JSON for input objects). */
function fromQueryString(values: string[], type: GraphQLInputType): unknown {
  const named = getNamedType(type).name;
  const one = (text: string): unknown => {
    if (named === "Int" || named === "Float") return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text;
    if (named === "Boolean") return text === "true" ? true : text === "false" ? false : text;
    if (named === "String" || named === "ID" || named === "DateTime") return text;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  };
  if (isListVariable(type)) {
    const inner = isNonNullType(type) ? type.ofType : type;
    const itemNamed = getNamedType(inner);
    // A list of input objects travels as one JSON text; a list of scalars repeats the parameter.
    if (!["Int", "Float", "Boolean", "String", "ID", "DateTime"].includes(itemNamed.name)) return one(values[0] ?? "");
    return values.map(one);
  }
  return one(values[0] ?? "");
}

/**
 * `/api/…` (issue 25 §5): the spec §7 REST paths over the GraphQL operations, and
 * `GET /api/openapi.json`. A path takes its operation's variables (GET: the query string; POST:
 * a JSON object body), runs the operation's persisted document through `execute` with the
 * request's own headers (Authorization, channel, Platform…), and answers the operation's `data`
 * field value, or the first GraphQL error in the §8 shape with its statusCode as HTTP status.
 * Unknown paths answer a JSON 404 — `/api` is an API namespace, never a page.
 */
export function createRestRoute(options: RestRouteOptions): HttpRoute {
  const paths = resolveRestPaths(options.typeDefs);
  const origins = new Set(options.origins);
  let openApi: string | null = null;
  return {
    prefix: REST_PREFIX,
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname === OPENAPI_PATH && (request.method === "GET" || request.method === "HEAD")) {
        openApi ??= JSON.stringify(buildOpenApiDocument(paths));
        return new Response(request.method === "HEAD" ? null : openApi, {
          headers: { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=300" },
        });
      }
      const path = paths.get(url.pathname);
      if (!path) return restError(SERVICE_CODES.NOT_FOUND, "接口不存在", { path: url.pathname });
      const origin = request.headers.get("origin");
      if (origin !== null && !origins.has(origin)) {
        return restError(SERVICE_CODES.BAD_REQUEST, GRAPHQL_DOOR_MESSAGES.FORBIDDEN_ORIGIN, { reason: "FORBIDDEN_ORIGIN" }, 403);
      }
      if (!path.operation) {
        return restError(SERVICE_CODES.NOT_FOUND, path.entry.notImplemented ?? "暂不支持该接口", { reason: "NOT_IMPLEMENTED" }, 501);
      }
      const allowed = path.method === "GET" ? "GET, POST" : "POST";
      if (!allowed.split(", ").includes(request.method)) {
        return restError(SERVICE_CODES.BAD_REQUEST, `不支持的请求方法：请使用 ${allowed}`, { reason: "METHOD_NOT_ALLOWED" }, 405, {
          allow: allowed,
        });
      }
      let input: unknown;
      if (request.method === "GET") {
        const variables: Record<string, unknown> = {};
        const types = new Map(path.operation.variables);
        for (const [name, type] of path.alternative?.variables ?? []) if (!types.has(name)) types.set(name, type);
        for (const name of new Set(url.searchParams.keys())) {
          const type = types.get(name);
          variables[name] = type ? fromQueryString(url.searchParams.getAll(name), type) : url.searchParams.get(name);
        }
        input = variables;
      } else {
        // Like /graphql's door: a body only as JSON (no HTML form on any site can send one), so
        // no form runs a change. A POST without a body (sso/signIn, logout) needs no type.
        const contentType = request.headers.get("content-type");
        const unsupported = () =>
          restError(SERVICE_CODES.BAD_REQUEST, GRAPHQL_DOOR_MESSAGES.UNSUPPORTED_MEDIA_TYPE, { reason: "UNSUPPORTED_MEDIA_TYPE" }, 415);
        if (contentType !== null && !isJsonContentType(contentType)) return unsupported();
        const bytes = await readBodyWithin(request, options.maxBodyBytes ?? GRAPHQL_MAX_BODY_BYTES);
        if (bytes === null) {
          return restError(SERVICE_CODES.BAD_REQUEST, GRAPHQL_DOOR_MESSAGES.PAYLOAD_TOO_LARGE, { reason: "PAYLOAD_TOO_LARGE" }, 413, {
            connection: "close",
          });
        }
        const text = new TextDecoder().decode(bytes).trim();
        if (contentType === null && text !== "") return unsupported();
        try {
          input = text === "" ? {} : (JSON.parse(text) as unknown);
        } catch {
          return restError(SERVICE_CODES.BAD_REQUEST, "参数错误：请求体不是有效的 JSON");
        }
      }
      const parsed = path.request.safeParse(input);
      if (!parsed.success) return invalidRequest(parsed.error);
      const variables: Record<string, unknown> = { ...parsed.data, ...path.entry.fixed };
      const switchVariable = path.entry.switch?.variable;
      const operation = path.alternative && switchVariable && variables[switchVariable] != null ? path.alternative : path.operation;
      for (const name of Object.keys(variables)) if (!operation.variables.has(name)) delete variables[name];
      return runOperation(request, operation, variables, options.execute);
    },
  };
}

/** Runs `operation` by its persisted hash with the caller's headers and answers its data field or its first error. */
async function runOperation(
  request: Request,
  operation: RestOperation,
  variables: Record<string, unknown>,
  execute: RestRouteOptions["execute"],
): Promise<Response> {
  const headers = new Headers(request.headers);
  for (const name of ["content-length", "content-type", "accept", "accept-encoding", "origin", "transfer-encoding"]) headers.delete(name);
  headers.set("content-type", "application/json");
  headers.set("accept", "application/graphql-response+json, application/json");
  const url = new URL("/graphql", request.url);
  const body = JSON.stringify({
    operationName: operation.name,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: operation.hash } },
  });
  const response = await execute(new Request(url, { method: "POST", headers, body }));
  const result = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
  const first = result.errors?.[0];
  if (first) {
    const { code: rawCode, statusCode: rawStatus, http: _http, ...details } = first.extensions ?? {};
    const code = (typeof rawCode === "string" && rawCode in SERVICE_CODE_STATUS ? rawCode : SERVICE_CODES.INTERNAL) as ServiceCode;
    const status = typeof rawStatus === "number" && rawStatus >= 400 && rawStatus < 600 ? rawStatus : SERVICE_CODE_STATUS[code];
    return restError(code, first.message, details, status);
  }
  const data = result.data ?? {};
  const value = operation.rootKey ? (data[operation.rootKey] ?? null) : data;
  return json(value, { headers: { "cache-control": "private, no-store" } });
}

/** JSON Schema (2020-12, what OpenAPI 3.1 uses) of a zod schema, without its `$schema`. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return rest;
}

function componentName(path: string): string {
  return path
    .replace(/^\/api\//, "")
    .split(/[/]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

/**
 * The OpenAPI 3.1 document of the REST paths, generated from their zod schemas: per path a
 * request schema (`<Name>Request`) and a response schema (`<Name>Response`) under
 * components.schemas, errors as `Error` (§8), the tags of spec §7's groups.
 */
export function buildOpenApiDocument(paths: ReadonlyMap<string, ResolvedRestPath>): Record<string, unknown> {
  const schemas: Record<string, unknown> = { Error: jsonSchema(restErrorSchema, "output") };
  const documentPaths: Record<string, unknown> = {};
  const errorResponse = (description: string) => ({
    description,
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  });
  const security = [{ bearer: [] }];
  const channel = { $ref: "#/components/parameters/channel" };
  const platform = { $ref: "#/components/parameters/platform" };
  for (const [path, resolved] of paths) {
    const name = componentName(path);
    const { entry, operation } = resolved;
    if (!operation) {
      documentPaths[path] = {
        post: {
          tags: [entry.tag],
          summary: entry.summary,
          description: `未实现：${entry.notImplemented ?? ""}`,
          operationId: name,
          responses: { "501": errorResponse(entry.notImplemented ?? "未实现") },
        },
      };
      continue;
    }
    schemas[`${name}Request`] = jsonSchema(resolved.request, "input");
    schemas[`${name}Response`] = jsonSchema(resolved.response, "output");
    const twin = resolved.alternative
      ? `${operation.name}（带 ${entry.switch!.variable} 时为 ${resolved.alternative.name}）`
      : operation.name;
    const fixed = entry.fixed ? `；固定参数 ${JSON.stringify(entry.fixed)}` : "";
    const base = {
      tags: [entry.tag],
      summary: entry.summary,
      description: `GraphQL 对应操作：${twin}${fixed}。返回该操作 data 字段的值；错误为 §8 格式（code、statusCode、message）。`,
      security,
      responses: {
        "200": {
          description: "该 GraphQL 操作的 data 字段",
          content: { "application/json": { schema: { $ref: `#/components/schemas/${name}Response` } } },
        },
        "400": errorResponse("参数错误"),
        "401": errorResponse("访问令牌无效或已过期"),
        "403": errorResponse("请先登录"),
        "404": errorResponse("不存在"),
        "429": errorResponse("请求过于频繁"),
        "500": errorResponse("服务器错误"),
      },
    };
    const item: Record<string, unknown> = {
      post: {
        ...base,
        operationId: resolved.method === "GET" ? `${name}Post` : name,
        parameters: [channel, platform],
        requestBody: { required: false, content: { "application/json": { schema: { $ref: `#/components/schemas/${name}Request` } } } },
      },
    };
    if (resolved.method === "GET") {
      const shape = resolved.request.shape as Record<string, z.ZodType>;
      item.get = {
        ...base,
        operationId: name,
        parameters: [
          channel,
          platform,
          ...Object.entries(shape).map(([variable, schema]) => {
            const type = operation.variables.get(variable) ?? resolved.alternative?.variables.get(variable);
            const required = !schema.safeParse(undefined).success;
            const plain = type ? isPlainVariable(type) : true;
            return plain
              ? {
                  name: variable,
                  in: "query",
                  required,
                  schema: jsonSchema(schema, "input"),
                  ...(type && isListVariable(type) ? { style: "form", explode: true } : {}),
                }
              : { name: variable, in: "query", required, content: { "application/json": { schema: jsonSchema(schema, "input") } } };
          }),
        ],
      };
    }
    documentPaths[path] = item;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "迅岚 XUNLAN REST API",
      version: "1.0.0",
      description:
        "规格 §7 的 REST 路径。每个路径执行对应的 GraphQL 操作（POST /graphql 的同一规则、限流与错误），请求参数即该操作的变量，返回该操作 data 字段的值。读取类接口可用 GET（查询字符串）或 POST（JSON），修改类接口只用 POST。鉴权与 /graphql 相同：Authorization: Bearer <令牌>（令牌由 /api/member/sso/signIn 或 /api/member/login 取得），请求头 channel: WEB，Platform: Desktop 或 Mobile。",
    },
    tags: [
      { name: "member", description: "会员" },
      { name: "goods", description: "商品" },
      { name: "order", description: "购物袋、结算、订单与售后" },
      { name: "support", description: "上传" },
      { name: "crm", description: "门店消费" },
    ],
    paths: documentPaths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "访问令牌（游客或会员）" } },
      parameters: {
        channel: {
          name: "channel",
          in: "header",
          required: true,
          schema: { type: "string", enum: ["WEB"] },
          description: "渠道，网页为 WEB",
        },
        platform: { name: "Platform", in: "header", required: false, schema: { type: "string", enum: ["Desktop", "Mobile"] } },
      },
    },
  };
}
