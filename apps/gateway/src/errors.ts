import { SERVICE_CODE_STATUS, SERVICE_CODES, type ServiceCode } from "@xunlan/validation";
import { GraphQLError } from "graphql";
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

/** Finds a GatewayError in an error's `originalError` chain (graphql-js wraps thrown errors). */
function findGatewayError(error: unknown): GatewayError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof GatewayError) return current;
    current = current instanceof GraphQLError ? current.originalError : undefined;
  }
  return undefined;
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
  const gatewayError = findGatewayError(error);
  if (gatewayError) {
    if (error instanceof GraphQLError && error !== gatewayError) {
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

  if (error instanceof GraphQLError && !error.originalError) {
    const http = error.extensions.http as { status?: number } | undefined;
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
  const cause = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  scope?.log.error({ err: cause, path: error instanceof GraphQLError ? error.path : undefined }, "unexpected error");
  return new GraphQLError(INTERNAL_ERROR_MESSAGE, {
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: {
      code: SERVICE_CODES.INTERNAL,
      statusCode: SERVICE_CODE_STATUS[SERVICE_CODES.INTERNAL],
      ...(scope ? { requestId: scope.requestId } : {}),
    },
  });
}
