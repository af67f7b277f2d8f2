import { blockFieldSuggestionsPlugin } from "@escape.tech/graphql-armor-block-field-suggestions";
import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import {
  type ASTVisitor,
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { GatewayError } from "../kernel/errors";

/**
 * Limits every GraphQL document must stay within. Measured on api-client's 55 generated
 * operations (the storefront's real traffic, see graphql-limits.test.ts): depth ≤ 5, no
 * aliases, one root field, cost ≤ 542 (graphql-armor's cost: objects 2, scalars 1, ×1.5 per
 * level). The limits leave room above that and stop the abuse issue 12 found (productColors →
 * style → colours nested 8 times; 1 000 aliased getCaptcha in one request).
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxAliases: 10,
  maxRootFields: 8,
  maxCost: 2_500,
  maxTokens: 3_000,
  /** Nesting of variables (objects and lists) a request may send. */
  maxVariableDepth: 8,
} as const;

/** Options of {@link useGraphqlLimits}. */
export interface GraphqlLimitOptions {
  /** Production: no introspection, no "Did you mean …" suggestions. */
  production: boolean;
  limits?: Partial<typeof GRAPHQL_LIMITS>;
}

/** graphql-armor reports through these: a '400' validation error with a Chinese prefix, never a thrown (masked) one. */
function armorReport() {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const message = `查询超出限制：${error.message.replace(/^Syntax Error: /, "")}`;
        const limited = new GraphQLError(message, { extensions: { reason: "QUERY_LIMIT" } });
        if (context) context.reportError(limited);
        else throw limited;
      },
    ],
  };
}

/** Validation rule: at most `max` root fields per operation (fragments at the root counted by their fields). */
export function maxRootFieldsRule(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const count = (set: SelectionSetNode, seen: Set<string>): number =>
      set.selections.reduce((sum, selection) => {
        if (selection.kind === Kind.FIELD) return sum + 1;
        if (selection.kind === Kind.INLINE_FRAGMENT) return sum + count(selection.selectionSet, seen);
        const name = selection.name.value;
        if (seen.has(name)) return sum;
        seen.add(name);
        const fragment = context.getFragment(name);
        return sum + (fragment ? count(fragment.selectionSet, seen) : 0);
      }, 0);
    return {
      OperationDefinition(node) {
        const fields = count(node.selectionSet, new Set());
        if (fields > max) {
          context.reportError(
            new GraphQLError(`查询超出限制：一次最多请求 ${max} 个根字段，收到 ${fields} 个`, {
              nodes: [node],
              extensions: { reason: "QUERY_LIMIT" },
            }),
          );
        }
      },
    };
  };
}

/** Names of keys that never belong in variables (prototype pollution). */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The first problem in request variables a resolver must never see: a NUL character in a
 * string (PostgreSQL refuses it), a key such as `__proto__`, or nesting deeper than `maxDepth`.
 * Returns the variable path (e.g. `filters.0.filter_code`) and the Chinese message, or null.
 */
export function variableProblem(
  variables: unknown,
  maxDepth: number = GRAPHQL_LIMITS.maxVariableDepth,
): { field: string; message: string } | null {
  const walk = (value: unknown, path: string[], depth: number): { field: string; message: string } | null => {
    if (typeof value === "string") {
      return value.includes("\u0000") ? { field: path.join("."), message: `参数错误：${path.join(".")} 不能包含空字符` } : null;
    }
    if (value === null || typeof value !== "object") return null;
    if (depth > maxDepth) return { field: path.join("."), message: `参数错误：${path.join(".")} 嵌套过深` };
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    for (const [key, item] of entries) {
      if (FORBIDDEN_KEYS.has(key)) return { field: [...path, key].join("."), message: `参数错误：不支持的字段 ${key}` };
      const found = walk(item, [...path, key], depth + 1);
      if (found) return found;
    }
    return null;
  };
  return walk(variables, [], 0);
}

/**
 * The gateway's GraphQL limits (issue 12): depth, aliases, root fields, tokens and a cost
 * budget (graphql-armor, {@link GRAPHQL_LIMITS}); variables with NUL characters, prototype
 * keys or deep nesting answered '400' with the variable named; in production no introspection
 * and no field suggestions. Every refusal is a '400' (a client error), never a masked '500'.
 */
export function useGraphqlLimits(options: GraphqlLimitOptions): Plugin[] {
  const limits = { ...GRAPHQL_LIMITS, ...options.limits };
  const report = armorReport();
  const plugins: Plugin[] = [
    maxTokensPlugin({ n: limits.maxTokens, ...report }) as Plugin,
    maxDepthPlugin({ n: limits.maxDepth, flattenFragments: true, ...report }) as Plugin,
    maxAliasesPlugin({ n: limits.maxAliases, ...report }) as Plugin,
    costLimitPlugin({ maxCost: limits.maxCost, flattenFragments: true, ...report }) as Plugin,
    {
      onValidate({ addValidationRule }) {
        addValidationRule(maxRootFieldsRule(limits.maxRootFields));
        if (options.production) addValidationRule(NoSchemaIntrospectionCustomRule);
      },
      onParams({ params, setResult }) {
        const problem = variableProblem(params.variables ?? null, limits.maxVariableDepth);
        if (problem) setResult({ errors: [GatewayError.badRequest(problem.message, problem.field)] });
      },
    },
  ];
  if (options.production) plugins.push(blockFieldSuggestionsPlugin({ mask: "" }) as Plugin);
  return plugins;
}
