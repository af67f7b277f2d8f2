import { SERVICE_CODE_STATUS, SERVICE_CODES, type ServiceCode } from "@xunlan/validation";
import { type ExecutionResult, GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import { requestScope } from "./lib/request-scope";

/** spec §8: what every unexpected error becomes in a response. */
export const INTERNAL_ERROR_MESSAGE = "服务器出了小问题，请稍后再试～";

/** Extra, client-visible details of a {@link GatewayError} (e.g. the offending `field`). */
export type GatewayErrorDetails = Record<string, unknown> & { field?: string };

/**
 * An expected, shopper-facing error (spec §8): a Chinese message plus `extensions.code`
 * (a SERVICE_CODES value) and `extensions.statusCode`. Thrown from services and resolvers;
 * passes unmasked. Anything else thrown becomes a masked "500".
 */
export class GatewayError extends GraphQLError {
  /** The service code, also in `extensions.code`. */
  readonly code: ServiceCode;

  constructor(code: ServiceCode, message: string, details: GatewayErrorDetails = {}) {
    super(message, { extensions: { ...details, code, statusCode: SERVICE_CODE_STATUS[code] } });
    this.name = "GatewayError";
    this.code = code;
  }

  /** '400': a missing or invalid argument; pass the argument name as `field`. */
  static badRequest(message: string, field?: string, details: GatewayErrorDetails = {}): GatewayError {
    return new GatewayError(SERVICE_CODES.BAD_REQUEST, message, field ? { ...details, field } : details);
  }

  /** '401': no token, or an unknown / expired one. Clients fetch a new token (spec §8). */
  static unauthorized(message = "访问令牌无效或已过期，请重新获取"): GatewayError {
    return new GatewayError(SERVICE_CODES.UNAUTHORIZED, message);
  }

  /** '403': a valid token that may not do this (e.g. a guest on a member operation, spec §6). */
  static forbidden(message = "请先登录"): GatewayError {
    return new GatewayError(SERVICE_CODES.FORBIDDEN, message);
  }

  /** '404': the thing asked for does not exist. */
  static notFound(message = "请求的内容不存在"): GatewayError {
    return new GatewayError(SERVICE_CODES.NOT_FOUND, message);
  }

  /** '429': rate limited. */
  static tooManyRequests(message = "请求过于频繁，请稍后再试"): GatewayError {
    return new GatewayError(SERVICE_CODES.TOO_MANY_REQUESTS, message);
  }
}

/** Follows `originalError` links (graphql-js wraps what resolvers throw) and `cause` (Drizzle wraps the driver's error). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 8) {
    chain.push(current);
    const link = current as { originalError?: unknown; cause?: unknown };
    current = link.originalError ?? link.cause;
  }
  return chain;
}

/**
 * A PostgreSQL "data exception" (SQLSTATE class 22: a number out of range for its column, a
 * NUL character, text that is no valid uuid or number…): the client sent a value the database
 * cannot hold, a '400', not a fault of ours.
 */
function isDataException(error: unknown): error is { code: string; message: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code);
}

/** A GraphQLError from any copy of graphql (duck-typed: two copies can coexist in node_modules). */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError || (error instanceof Error && error.name === "GraphQLError" && "extensions" in error);
}

const CODE_BY_HTTP_STATUS: Readonly<Record<number, ServiceCode>> = {
  401: SERVICE_CODES.UNAUTHORIZED,
  403: SERVICE_CODES.FORBIDDEN,
  404: SERVICE_CODES.NOT_FOUND,
  429: SERVICE_CODES.TOO_MANY_REQUESTS,
};

/**
 * yoga's `maskedErrors.maskError` (spec §8). GatewayErrors pass as they are; GraphQL
 * request errors (syntax, validation, bad variables) become '400' with their message;
 * everything else is logged with the request id and replaced by the masked '500'.
 */
export function maskError(error: unknown): Error {
  const chain = causes(error);
  const gatewayError = chain.find((e): e is GatewayError => e instanceof GatewayError);
  if (gatewayError) {
    if (isGraphQLError(error) && error !== gatewayError) {
      // Keep graphql-js's locations/path, with our code and message.
      return new GraphQLError(gatewayError.message, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        extensions: gatewayError.extensions,
      });
    }
    return gatewayError;
  }

  // A request error (syntax, validation, bad variables) — also when graphql-js wraps it, as it
  // does for a variable whose nested input field is missing — is the client's: '400'.
  const root = chain.at(-1);
  if (isGraphQLError(error) && (!error.originalError || (isGraphQLError(root) && !root.originalError && !root.path))) {
    const http = error.extensions?.http as { status?: number } | undefined;
    const code = CODE_BY_HTTP_STATUS[http?.status ?? 400] ?? SERVICE_CODES.BAD_REQUEST;
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: { ...error.extensions, code, statusCode: SERVICE_CODE_STATUS[code] },
    });
  }

  const scope = requestScope.getStore();
  const cause = chain.at(-1);
  const path = isGraphQLError(error) ? error.path : undefined;
  const dataException = chain.find(isDataException);
  if (dataException) {
    // The field is the one whose arguments carried the value (the resolver's path).
    const field = [...(path ?? [])].reverse().find((segment): segment is string => typeof segment === "string");
    scope?.log.warn({ pgCode: dataException.code, path }, "client error: a value the database cannot hold");
    return new GraphQLError(field ? `参数错误：${field}` : "参数错误", {
      path,
      extensions: {
        code: SERVICE_CODES.BAD_REQUEST,
        statusCode: SERVICE_CODE_STATUS[SERVICE_CODES.BAD_REQUEST],
        ...(field ? { field } : {}),
      },
    });
  }
  scope?.log.error({ err: cause, path }, "unexpected error");
  return new GraphQLError(INTERNAL_ERROR_MESSAGE, {
    path,
    extensions: {
      code: SERVICE_CODES.INTERNAL,
      statusCode: SERVICE_CODE_STATUS[SERVICE_CODES.INTERNAL],
      ...(scope ? { requestId: scope.requestId } : {}),
    },
  });
}

const SERVICE_CODE_VALUES: ReadonlySet<string> = new Set(Object.values(SERVICE_CODES));

/** Gives a GraphQL error without a service code one ('400', or from its HTTP status). */
function withServiceCode(error: GraphQLError): GraphQLError {
  const code = error.extensions?.code;
  if (typeof code === "string" && SERVICE_CODE_VALUES.has(code)) return error;
  const http = error.extensions?.http as { status?: number } | undefined;
  const serviceCode = CODE_BY_HTTP_STATUS[http?.status ?? 400] ?? SERVICE_CODES.BAD_REQUEST;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    // graphql-yoga's own code (e.g. GRAPHQL_VALIDATION_FAILED) stays readable as `reason`.
    extensions: { ...error.extensions, ...(code ? { reason: code } : {}), code: serviceCode, statusCode: SERVICE_CODE_STATUS[serviceCode] },
  });
}

/**
 * spec §8 for errors that never reach maskError: yoga answers parse and validation failures
 * before execution. This gives each of them a service code ('400') and statusCode too.
 */
export function useServiceCodes(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Symbol.asyncIterator in result) return;
      const fix = <R extends ExecutionResult>(r: R): R =>
        r.errors?.length ? { ...r, errors: r.errors.map((e) => (isGraphQLError(e) ? withServiceCode(e) : e)) } : r;
      setResult(Array.isArray(result) ? result.map(fix) : fix(result));
    },
  };
}
