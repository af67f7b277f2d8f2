import { type GraphQLFieldResolver, GraphQLScalarType } from "graphql";
import type { Resolvers } from "../generated/resolvers-types";
import { GatewayError } from "../kernel/errors";

/**
 * The longest string any argument may carry (characters, UTF-16 units). Every string a client
 * sends in the schema is a name, a mobile, an address line, a keyword, a token, a link or a
 * message of at most 500 characters; 2 000 leaves room for all of them and stops the 10 000-
 * and 100 000-character values issue 21 sent (a QR code that could not hold them: '500').
 * Services keep their own, tighter limits (keyword 100, message 500, share args 500…).
 */
export const MAX_STRING_ARGUMENT_LENGTH = 2_000;

/** The first string in `value` longer than `max`, as its path (`args`, `lines.0.ean`), or null. */
export function overlongString(value: unknown, path: string, max: number): string | null {
  if (typeof value === "string") return value.length > max ? path : null;
  if (value === null || typeof value !== "object" || value instanceof Date) return null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const found = overlongString(item, path ? `${path}.${key}` : key, max);
    if (found) return found;
  }
  return null;
}

/** '400' naming the argument when a string in `args` is longer than {@link MAX_STRING_ARGUMENT_LENGTH}. */
export function assertArgumentLengths(args: Record<string, unknown>, max = MAX_STRING_ARGUMENT_LENGTH): void {
  const field = overlongString(args, "", max);
  if (field) throw GatewayError.badRequest(`参数错误：${field} 过长，不能超过 ${max} 个字符`, field);
}

type AnyResolver = GraphQLFieldResolver<unknown, unknown, Record<string, unknown>>;

/**
 * Issue 21 item 6: every resolver of `resolvers` first checks the lengths of the strings in its
 * arguments (inline literals and variables alike, after GraphQL's coercion), so no service ever
 * sees an unbounded string, whichever field it is: a new argument is bounded without anyone
 * remembering to. Fields without arguments are left as they are.
 */
export function boundStringArguments(resolvers: Resolvers, max = MAX_STRING_ARGUMENT_LENGTH): Resolvers {
  const bounded: Record<string, unknown> = {};
  for (const [typeName, fields] of Object.entries(resolvers as Record<string, unknown>)) {
    if (fields instanceof GraphQLScalarType || fields === null || typeof fields !== "object") {
      bounded[typeName] = fields;
      continue;
    }
    const out: Record<string, unknown> = {};
    for (const [name, resolver] of Object.entries(fields as Record<string, unknown>)) {
      if (name.startsWith("__")) {
        // __resolveType, __isTypeOf: (value, context, info), no arguments.
        out[name] = resolver;
      } else if (typeof resolver === "function") {
        const resolve = resolver as AnyResolver;
        out[name] = ((parent, args, context, info) => {
          assertArgumentLengths(args, max);
          return resolve(parent, args, context, info);
        }) satisfies AnyResolver;
      } else if (resolver && typeof resolver === "object" && typeof (resolver as { resolve?: unknown }).resolve === "function") {
        const resolve = (resolver as { resolve: AnyResolver }).resolve;
        out[name] = {
          ...resolver,
          resolve: ((parent, args, context, info) => {
            assertArgumentLengths(args, max);
            return resolve(parent, args, context, info);
          }) satisfies AnyResolver,
        };
      } else {
        out[name] = resolver;
      }
    }
    bounded[typeName] = out;
  }
  return bounded as Resolvers;
}
