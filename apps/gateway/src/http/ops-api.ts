import { createHash } from "node:crypto";
import { isJsonContentType, readBodyWithin } from "@xunlan/api-client/server";
import { SERVICE_CODES } from "@xunlan/validation";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../kernel/db";
import { opsIdempotency } from "../kernel/db/schema";
import { GatewayError } from "../kernel/errors";
import { json } from "../kernel/http/responses";
import type { HttpRoute } from "../kernel/http/routes";
import {
  type OpsPrincipal,
  principalOfApiKey,
  STAFF_ROLE_TEXT,
  STAFF_SESSION_IDLE_MS,
  signInStaff,
  signOutStaff,
  staffOfSession,
  writeAudit,
} from "../modules/staff";
import { OPS_ACTIONS, type OpsAction, type OpsDeps } from "./ops-actions";
import { okResponse, signInRequest, signInResponse } from "./ops-schemas";
import { restError, restErrorSchema } from "./rest";

/** Where the operations API lives (issue 25 §2): its own REST surface, not in the shoppers' GraphQL contract. */
export const OPS_API_PREFIX = "/ops/api";

/** Its OpenAPI 3.1 document. */
export const OPS_OPENAPI_PATH = "/ops/api/openapi.json";

/** The header of an API key (the brand's OMS / ERP). */
export const API_KEY_HEADER = "x-api-key";

/** The header every mutating call carries. */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/** Largest request body (a bulk stock upsert of 1 000 rows fits). */
const MAX_BODY_BYTES = 256 * 1024;

/** Options of {@link createOpsApiRoute}. */
export interface OpsApiOptions extends OpsDeps {
  db: Database;
  /** Idle expiry of staff sessions; default 8 h. */
  sessionIdleMs?: number;
  /** The time (tests move it to expire a session). */
  clock?: () => Date;
  /** The caller's IP for the sign-in log. */
  clientIp?: (request: Request) => string | null;
}

/** The sign-in and sign-out paths (no role, no Idempotency-Key: they change only the caller's own session). */
const SESSION_PATH = "/session";
const SIGN_OUT_PATH = "/session/sign-out";

interface CompiledAction {
  action: OpsAction;
  pattern: RegExp;
  names: string[];
}

function compile(action: OpsAction): CompiledAction {
  const names: string[] = [];
  const source = action.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { action, pattern: new RegExp(`^${source}$`), names };
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  invalid_type: "类型不正确",
  unrecognized_keys: "未知的参数",
  invalid_value: "取值不正确",
};

/** A zod failure as the §8 '400' naming the first bad field. */
function invalid(error: z.ZodError): Response {
  const issue = error.issues[0]!;
  if (issue.code === "unrecognized_keys")
    return restError(SERVICE_CODES.BAD_REQUEST, `参数错误：未知的参数 ${issue.keys.join("、")}`, { field: issue.keys[0] });
  const field = issue.path.map(String).join(".");
  const missing = issue.code === "invalid_type" && issue.input === undefined;
  const what = missing
    ? "必填"
    : issue.code === "invalid_format" || issue.code === "custom"
      ? issue.message
      : (TYPE_NAMES[issue.code] ?? issue.message);
  return restError(SERVICE_CODES.BAD_REQUEST, `参数错误：${field || "请求"} ${what}`, field ? { field } : {});
}

/** A GatewayError as the §8 error body; anything else is rethrown (the gateway masks it as '500'). */
function fromError(error: unknown): Response {
  if (error instanceof GatewayError) {
    const { code: _code, statusCode: _status, ...details } = error.extensions as Record<string, unknown>;
    return restError(error.code, error.message, details);
  }
  throw error;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const noStore = { "cache-control": "no-store" };

/** Reads a JSON object body ('415' for another type, '413' past the limit, '400' for bad JSON). */
async function readJson(request: Request): Promise<{ text: string; value: unknown } | Response> {
  const contentType = request.headers.get("content-type");
  const bytes = await readBodyWithin(request, MAX_BODY_BYTES);
  if (bytes === null) return restError(SERVICE_CODES.BAD_REQUEST, "请求体过大", { reason: "PAYLOAD_TOO_LARGE" }, 413);
  const text = new TextDecoder().decode(bytes).trim();
  if (text === "") return { text: "", value: {} };
  if (contentType === null || !isJsonContentType(contentType))
    return restError(SERVICE_CODES.BAD_REQUEST, "请求体须为 application/json", { reason: "UNSUPPORTED_MEDIA_TYPE" }, 415);
  try {
    return { text, value: JSON.parse(text) as unknown };
  } catch {
    return restError(SERVICE_CODES.BAD_REQUEST, "参数错误：请求体不是有效的 JSON");
  }
}

/**
 * `/ops/api/…` (issue 25 §2): the operations API of the brand's staff and systems. Auth is a
 * staff session (`Authorization: Bearer`, from `POST /ops/api/session` with password + TOTP) or
 * an API key (`X-Api-Key`); the roles are the scopes, and each action names the roles that may
 * call it ('403' for any other). Every mutating call needs an `Idempotency-Key`: it runs in one
 * transaction with its audit record and its stored answer, so the same key and body answer the
 * stored answer again with no second effect, and the same key with another body '409'.
 * Requests are validated by zod; errors are the §8 shape. `GET /ops/api/openapi.json` is the
 * OpenAPI 3.1 document generated from the same schemas.
 */
export function createOpsApiRoute(options: OpsApiOptions): HttpRoute {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());
  const idleMs = options.sessionIdleMs ?? STAFF_SESSION_IDLE_MS;
  const compiled = OPS_ACTIONS.map(compile);
  let document: string | null = null;

  async function principalOf(request: Request, now: Date): Promise<OpsPrincipal | Response> {
    const key = request.headers.get(API_KEY_HEADER);
    const auth = request.headers.get("authorization");
    const unauthorized = () =>
      restError(SERVICE_CODES.UNAUTHORIZED, "请先登录运营后台或提供有效的 API 密钥", {}, undefined, { "www-authenticate": "Bearer" });
    if (key !== null) {
      if (key.length > 200) return unauthorized();
      return (await principalOfApiKey(db, key.trim(), now)) ?? unauthorized();
    }
    const match = auth === null ? null : /^Bearer\s+(\S{1,200})$/i.exec(auth.trim());
    if (!match) return unauthorized();
    return (await staffOfSession(db, match[1]!, now, idleMs)) ?? unauthorized();
  }

  async function replayOf(actor: string, key: string, requestHash: string): Promise<Response | null> {
    const [stored] = await db
      .select()
      .from(opsIdempotency)
      .where(and(eq(opsIdempotency.actor, actor), eq(opsIdempotency.key, key)))
      .limit(1);
    if (!stored) return null;
    if (stored.requestHash !== requestHash) {
      return restError(SERVICE_CODES.BAD_REQUEST, "该 Idempotency-Key 已用于另一个请求", { reason: "IDEMPOTENCY_KEY_REUSED" }, 409);
    }
    return json(stored.response, { status: stored.status, headers: { ...noStore, "idempotent-replayed": "true" } });
  }

  async function signIn(request: Request): Promise<Response> {
    if (request.method !== "POST")
      return restError(SERVICE_CODES.BAD_REQUEST, "不支持的请求方法：请使用 POST", { reason: "METHOD_NOT_ALLOWED" }, 405, {
        allow: "POST",
      });
    const read = await readJson(request);
    if (read instanceof Response) return read;
    const parsed = signInRequest.safeParse(read.value);
    if (!parsed.success) return invalid(parsed.error);
    try {
      const session = await signInStaff(db, options.hasher, { ...parsed.data, ip: options.clientIp?.(request) ?? null }, clock(), idleMs);
      return json(
        {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          loginName: session.staff.loginName,
          roles: session.staff.roles,
        },
        { headers: noStore },
      );
    } catch (error) {
      return fromError(error);
    }
  }

  return {
    prefix: OPS_API_PREFIX,
    async handle(request, { log }) {
      const url = new URL(request.url);
      const path = url.pathname.slice(OPS_API_PREFIX.length) || "/";
      if (path === "/openapi.json" && (request.method === "GET" || request.method === "HEAD")) {
        document ??= JSON.stringify(buildOpsOpenApiDocument());
        return new Response(request.method === "HEAD" ? null : document, {
          headers: { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=300" },
        });
      }
      if (path === SESSION_PATH) return signIn(request);
      if (path === SIGN_OUT_PATH && request.method === "POST") {
        const match = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.get("authorization")?.trim() ?? "");
        if (match) await signOutStaff(db, match[1]!, clock());
        return json({ ok: true }, { headers: noStore });
      }
      let found: { entry: CompiledAction; params: Record<string, string> } | null = null;
      let pathExists = false;
      for (const entry of compiled) {
        const m = entry.pattern.exec(path);
        if (!m) continue;
        pathExists = true;
        if (entry.action.method !== request.method) continue;
        const params: Record<string, string> = {};
        let decodable = true;
        entry.names.forEach((name, i) => {
          try {
            params[name] = decodeURIComponent(m[i + 1]!);
          } catch {
            decodable = false;
          }
        });
        if (!decodable) return restError(SERVICE_CODES.BAD_REQUEST, "参数错误：路径");
        found = { entry, params };
        break;
      }
      if (!found) {
        if (pathExists) {
          const allow = compiled
            .filter((c) => c.pattern.test(path))
            .map((c) => c.action.method)
            .join(", ");
          return restError(SERVICE_CODES.BAD_REQUEST, `不支持的请求方法：请使用 ${allow}`, { reason: "METHOD_NOT_ALLOWED" }, 405, {
            allow,
          });
        }
        return restError(SERVICE_CODES.NOT_FOUND, "接口不存在", { path: url.pathname });
      }
      const { action } = found.entry;
      const now = clock();
      const who = await principalOf(request, now);
      if (who instanceof Response) return who;
      if (!action.roles.some((role) => who.roles.includes(role))) {
        return restError(SERVICE_CODES.FORBIDDEN, `无权执行该操作（需要角色：${action.roles.map((r) => STAFF_ROLE_TEXT[r]).join("、")}）`, {
          reason: "ROLE_REQUIRED",
          roles: action.roles,
        });
      }
      let query: unknown = {};
      if (action.query) {
        const raw: Record<string, string> = {};
        for (const [name, value] of url.searchParams) raw[name] = value;
        const parsed = action.query.safeParse(raw);
        if (!parsed.success) return invalid(parsed.error);
        query = parsed.data;
      }
      const deps: OpsDeps = { hasher: options.hasher, payments: options.payments };
      if (!action.mutating) {
        try {
          const result = await action.run({
            db,
            root: db,
            deps,
            who,
            params: found.params,
            query,
            body: undefined,
            now,
            idempotencyKey: "",
            audit: async () => {
              throw new Error("a read writes no audit record");
            },
          });
          return json(action.response.parse(result.body), { headers: { "cache-control": "private, no-store" } });
        } catch (error) {
          return fromError(error);
        }
      }

      const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? "";
      if (!/^[A-Za-z0-9._:-]{8,100}$/.test(idempotencyKey)) {
        return restError(SERVICE_CODES.BAD_REQUEST, "缺少或无效的 Idempotency-Key 请求头（8–100 位字母、数字或 ._:-）", {
          field: "Idempotency-Key",
          reason: "IDEMPOTENCY_KEY_REQUIRED",
        });
      }
      const read = await readJson(request);
      if (read instanceof Response) return read;
      const actor = `${who.kind}:${who.id}`;
      const requestHash = sha256(`${request.method} ${path}\n${JSON.stringify(read.value)}`);
      const replay = await replayOf(actor, idempotencyKey, requestHash);
      if (replay) return replay;
      const parsed = (action.body ?? z.strictObject({})).safeParse(read.value);
      if (!parsed.success) return invalid(parsed.error);
      try {
        const result = await db.transaction(async (tx) => {
          const outcome = await action.run({
            db: tx,
            root: db,
            deps,
            who,
            params: found.params,
            query,
            body: parsed.data,
            now,
            idempotencyKey,
            audit: (entry) => writeAudit(tx, who, entry, now),
          });
          const body = action.response.parse(outcome.body);
          await tx
            .insert(opsIdempotency)
            .values({ actor, key: idempotencyKey, requestHash, status: 200, response: outcome.stored ?? body, createdAt: now });
          return { ...outcome, body };
        });
        if (result.afterCommit) {
          // The change is committed; a failure here (a provider down) is retried by the sweep.
          await result
            .afterCommit()
            .catch((err: unknown) => log.warn({ err, action: action.operationId }, "ops: after-commit step failed"));
        }
        return json(result.body, { headers: noStore });
      } catch (error) {
        // A concurrent call with the same key committed first: answer what it stored.
        const raced = await replayOf(actor, idempotencyKey, requestHash);
        if (raced) return raced;
        return fromError(error);
      }
    },
  };
}

/** JSON Schema (2020-12) of a zod schema, without `$schema`. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return rest;
}

const capital = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The OpenAPI 3.1 document of the operations API, generated from OPS_ACTIONS' zod schemas:
 * per action its path, method, roles (tags and `x-roles`), query / path parameters, the
 * Idempotency-Key header of a change, request and response schemas, and §8 errors.
 */
export function buildOpsOpenApiDocument(): Record<string, unknown> {
  const schemas: Record<string, unknown> = { Error: jsonSchema(restErrorSchema, "output") };
  const paths: Record<string, Record<string, unknown>> = {};
  const error = (description: string) => ({
    description,
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  });
  schemas.SignInRequest = jsonSchema(signInRequest, "input");
  schemas.SignInResponse = jsonSchema(signInResponse, "output");
  schemas.Ok = jsonSchema(okResponse, "output");
  paths[`${OPS_API_PREFIX}${SESSION_PATH}`] = {
    post: {
      operationId: "signIn",
      summary: "员工登录（密码 + 动态验证码 TOTP）",
      tags: ["session"],
      security: [],
      requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/SignInRequest" } } } },
      responses: {
        "200": { description: "会话令牌", content: { "application/json": { schema: { $ref: "#/components/schemas/SignInResponse" } } } },
        "400": error("参数错误"),
        "401": error("账号、密码或动态验证码错误"),
      },
    },
  };
  paths[`${OPS_API_PREFIX}${SIGN_OUT_PATH}`] = {
    post: {
      operationId: "signOut",
      summary: "退出登录",
      tags: ["session"],
      security: [{ bearer: [] }],
      responses: { "200": { description: "已退出", content: { "application/json": { schema: { $ref: "#/components/schemas/Ok" } } } } },
    },
  };
  for (const action of OPS_ACTIONS) {
    const name = capital(action.operationId);
    schemas[`${name}Response`] = jsonSchema(action.response, "output");
    const parameters: unknown[] = [];
    for (const match of action.path.matchAll(/\{(\w+)\}/g))
      parameters.push({ name: match[1], in: "path", required: true, schema: { type: "string" } });
    if (action.query) {
      for (const [param, schema] of Object.entries(action.query.shape as Record<string, z.ZodType>)) {
        parameters.push({ name: param, in: "query", required: !schema.safeParse(undefined).success, schema: jsonSchema(schema, "input") });
      }
    }
    if (action.mutating) parameters.push({ $ref: "#/components/parameters/idempotencyKey" });
    const operation: Record<string, unknown> = {
      operationId: action.operationId,
      summary: action.summary,
      tags: [...action.roles],
      "x-roles": [...action.roles],
      description: `角色：${action.roles.map((r) => STAFF_ROLE_TEXT[r]).join("、")}。${action.mutating ? "修改类操作：须带 Idempotency-Key；与审计记录在同一事务内写入。" : ""}`,
      security: [{ bearer: [] }, { apiKey: [] }],
      parameters,
      responses: {
        "200": { description: "成功", content: { "application/json": { schema: { $ref: `#/components/schemas/${name}Response` } } } },
        "400": error("参数错误"),
        "401": error("未登录或 API 密钥无效"),
        "403": error("角色无权执行该操作"),
        "404": error("不存在"),
        ...(action.mutating ? { "409": error("Idempotency-Key 已用于另一个请求") } : {}),
      },
    };
    if (action.body) {
      schemas[`${name}Request`] = jsonSchema(action.body, "input");
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: { $ref: `#/components/schemas/${name}Request` } } },
      };
    }
    const full = `${OPS_API_PREFIX}${action.path}`;
    paths[full] = { ...paths[full], [action.method.toLowerCase()]: operation };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "迅岚 XUNLAN 运营 API",
      version: "1.0.0",
      description:
        "品牌员工与 OMS/ERP 等系统的运营接口（issue 25 §2），不属于顾客的 GraphQL 合同。鉴权：员工会话（POST /ops/api/session 以密码与动态验证码登录，Authorization: Bearer <令牌>，空闲 8 小时失效）或 API 密钥（X-Api-Key）；角色即权限范围。每个修改类请求须带 Idempotency-Key：同一键与同一请求体返回首次保存的结果且不再执行，同一键配不同请求体返回 409。每个操作与其审计记录在同一事务中写入。错误为 §8 格式（code、statusCode、message）。",
    },
    tags: Object.entries(STAFF_ROLE_TEXT)
      .map(([name, description]) => ({ name, description }))
      .concat([{ name: "session", description: "登录" }]),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "员工会话令牌" },
        apiKey: { type: "apiKey", in: "header", name: "X-Api-Key", description: "系统 API 密钥（角色即权限范围）" },
      },
      parameters: {
        idempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: true,
          schema: { type: "string", pattern: "^[A-Za-z0-9._:-]{8,100}$" },
          description: "客户端生成的幂等键",
        },
      },
    },
  };
}
