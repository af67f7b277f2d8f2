import { GraphQLScalarType, Kind, type ValueNode } from "graphql";
import { GatewayError } from "../kernel/errors";

const toDate = (value: unknown): Date => {
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw GatewayError.badRequest("参数错误：时间格式应为 ISO-8601");
  return date;
};

/** `DateTime`: ISO-8601 strings in UTC on the wire, Date (or ISO string) in resolvers. */
export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: "DateTime",
  description: "An ISO-8601 timestamp in UTC, e.g. 2026-11-21T08:00:00.000Z.",
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw GatewayError.badRequest("参数错误：时间格式应为 ISO-8601");
    return toDate(ast.value);
  },
});

function literalToJson(ast: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literalToJson(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
  }
}

/** `JSON`: any JSON value, passed through unchanged. */
export const JsonScalar = new GraphQLScalarType<unknown, unknown>({
  name: "JSON",
  description: "Any JSON value (used only for configuration documents).",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => literalToJson(ast, variables),
});
