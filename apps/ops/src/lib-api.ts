/**
 * The console's client of the operations API (`/ops/api`, same origin through server.ts): the
 * staff bearer token, an Idempotency-Key per change, and the API's §8 errors as Chinese text.
 */
import type { StaffRole } from "./roles";

export interface Session {
  token: string;
  expiresAt: string;
  loginName: string;
  roles: StaffRole[];
}

const STORAGE_KEY = "xunlan-ops-session";

/** The signed-in session (per browser tab: sessionStorage, gone when the tab closes). */
export const session = {
  get(): Session | null {
    try {
      const raw = sessionStorage.getItem(STORAGE_KEY);
      return raw ? (JSON.parse(raw) as Session) : null;
    } catch {
      return null;
    }
  },
  set(value: Session | null) {
    if (value) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(STORAGE_KEY);
  },
};

/** Chinese text for the API's reasons that carry no text of their own, and for HTTP failures. */
const REASON_TEXT: Readonly<Record<string, string>> = {
  ROLE_REQUIRED: "当前角色无权执行此操作",
  IDEMPOTENCY_KEY_REUSED: "该操作已提交过，请刷新后重试",
  PAYLOAD_TOO_LARGE: "提交的数据过大，请分批上传",
};

const STATUS_TEXT: Readonly<Record<number, string>> = {
  401: "登录已失效，请重新登录",
  403: "当前角色无权执行此操作",
  404: "未找到相关记录",
  409: "数据已被更改，请刷新后重试",
  429: "操作过于频繁，请稍后再试",
  502: "运营接口暂不可用，请稍后重试",
  503: "服务暂不可用，请稍后重试",
};

const HAS_CJK = /[\u4e00-\u9fff]/;

/** An error answer of the operations API, with a message fit to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/** The Chinese message of an error answer (the API's own text when it is Chinese). */
export function errorOf(status: number, body: unknown): ApiError {
  const record = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const code = typeof record.code === "string" ? record.code : "UNKNOWN";
  const reason = typeof record.reason === "string" ? record.reason : undefined;
  const field = typeof record.field === "string" ? record.field : undefined;
  const apiText = typeof record.message === "string" && HAS_CJK.test(record.message) ? record.message : undefined;
  const message =
    (reason && REASON_TEXT[reason]) ??
    apiText ??
    STATUS_TEXT[status] ??
    (status >= 500 ? "服务异常，请稍后重试" : "请求失败，请检查后重试");
  return new ApiError(status, code, message, field);
}

/** What to show for any thrown value. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "网络异常，请检查网络后重试";
}

type Query = Record<string, string | number | boolean | undefined | null>;

function queryString(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Called when the API answers 401 (the session expired): the app signs out. */
let onUnauthorized: () => void = () => {};
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

async function call<T>(
  method: "GET" | "POST",
  path: string,
  init: { query?: Query; body?: unknown; idempotencyKey?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  const current = session.get();
  if (current) headers.authorization = `Bearer ${current.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (method === "POST" && path !== "/session") headers["idempotency-key"] = init.idempotencyKey ?? crypto.randomUUID();
  let response: Response;
  try {
    response = await fetch(`/ops/api${path}${queryString(init.query)}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, "NETWORK", "网络异常，请检查网络后重试");
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && path !== "/session") onUnauthorized();
    throw errorOf(response.status, body);
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => call<T>("GET", path, { query }),
  post: <T>(path: string, body?: unknown, idempotencyKey?: string) => call<T>("POST", path, { body: body ?? {}, idempotencyKey }),
};
