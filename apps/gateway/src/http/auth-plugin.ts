import { BREAK, type DocumentNode, getOperationAST, Kind, type OperationDefinitionNode, type SelectionSetNode, visit } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { GatewayContext } from "../graphql/context";
import { GatewayError } from "../kernel/errors";
import { requestScope } from "../kernel/lib/request-scope";
import { CATALOG_READ_FIELDS, VIEWER_DEPENDENT_FIELDS } from "./catalog-cache";

/**
 * Root fields that work whatever token is sent: asking for a new token must succeed even
 * when the stored one has expired (spec §4, §8: a 401 makes the client fetch a new token).
 */
export const TOKEN_EXEMPT_FIELDS: ReadonlySet<string> = new Set(["webAuthorization", "__typename", "__schema", "__type"]);

/**
 * Enforces the spec §7 request rules before any resolver runs: the `channel` header must be
 * WEB ('400' otherwise), and a sent-but-invalid bearer token fails the operation with '401'
 * unless every root field is token-exempt. Operations without a token reach their resolvers,
 * which call requireViewer/requireMember when they need one.
 */
export function useRequestRules(): Plugin<GatewayContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue;
      if (context.request.rejectedChannel !== null) {
        setResultAndStopExecution({
          errors: [GatewayError.badRequest("参数错误：渠道（channel）仅支持 WEB", "channel")],
        });
        return;
      }
      const operation = getOperationAST(args.document, args.operationName);
      const fields = operation ? rootFieldNames(args.document, operation) : ["<unknown>"];
      // Shopper-independent catalogue reads may be answered from the gateway's cache next time.
      const scope = requestScope.getStore();
      if (scope) {
        scope.catalogRead =
          operation?.operation === "query" &&
          fields.every((name) => CATALOG_READ_FIELDS.has(name)) &&
          !selectsAny(args.document, VIEWER_DEPENDENT_FIELDS);
      }
      if (context.token.status !== "invalid") return;
      if (fields.some((name) => !TOKEN_EXEMPT_FIELDS.has(name))) {
        context.log.info({ tokenStatus: "invalid", fields }, "rejected invalid or expired token");
        setResultAndStopExecution({ errors: [GatewayError.unauthorized()] });
      }
    },
  };
}

/** True when the document selects one of `names` anywhere (fragments included). */
function selectsAny(document: DocumentNode, names: ReadonlySet<string>): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (names.has(node.name.value)) {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

function rootFieldNames(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const names: string[] = [];
  const seen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  visit(operation.selectionSet);
  return names;
}
