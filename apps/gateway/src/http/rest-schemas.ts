import { PERSISTED_DOCUMENTS } from "@xunlan/api-client/server";
import {
  buildSchema,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  typeFromAST,
} from "graphql";
import { z } from "zod";

/**
 * One generated operation as the REST paths see it (issue 25 §5): its persisted hash, its kind,
 * and zod schemas of its variables and of its answer, built from the operation's own document
 * against the contract (schema.graphql) — never written by hand, so REST cannot drift from
 * GraphQL.
 */
export interface RestOperation {
  name: string;
  hash: string;
  kind: "query" | "mutation";
  /** The variables: name → GraphQL input type (GET query strings are read by it). */
  variables: ReadonlyMap<string, GraphQLInputType>;
  /** Variable name → zod schema (optional when the variable may be left out). */
  variableSchemas: Readonly<Record<string, z.ZodType>>;
  /** The response key of the single root field, or null when the operation selects several. */
  rootKey: string | null;
  /** The answer: the root field's value (or the whole `data` when several). */
  response: z.ZodType;
}

const SCALARS: Readonly<Record<string, () => z.ZodType>> = {
  String: () => z.string(),
  ID: () => z.string(),
  Int: () => z.number().int(),
  Float: () => z.number(),
  Boolean: () => z.boolean(),
  // schema.graphql: DateTime is an ISO 8601 text, JSON any JSON value.
  DateTime: () => z.string(),
  JSON: () => z.unknown(),
};

function scalarSchema(name: string): z.ZodType {
  const make = SCALARS[name];
  if (!make) throw new Error(`REST: no zod schema for scalar ${name}`);
  return make();
}

/** The zod schema of an input type (nullable types accept null or absence). */
function inputSchema(type: GraphQLInputType): z.ZodType {
  if (isNonNullType(type)) return inputSchemaOf(type.ofType);
  return inputSchemaOf(type).nullish();
}

function inputSchemaOf(type: GraphQLInputType): z.ZodType {
  if (isListType(type)) return z.array(inputSchema(type.ofType));
  if (isScalarType(type)) return scalarSchema(type.name);
  if (isEnumType(type)) return z.enum(type.getValues().map((value) => value.name) as [string, ...string[]]);
  if (isInputObjectType(type)) {
    const shape: Record<string, z.ZodType> = {};
    for (const field of Object.values(type.getFields())) {
      const schema = inputSchema(field.type);
      shape[field.name] = field.defaultValue !== undefined ? schema.optional() : schema;
    }
    return z.strictObject(shape);
  }
  throw new Error(`REST: unsupported input type ${String(type)}`);
}

/** The zod schema of a field's value for a selection set. */
function outputSchema(
  type: GraphQLOutputType,
  selection: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): z.ZodType {
  if (isNonNullType(type)) return outputSchemaOf(type.ofType, selection, fragments);
  return outputSchemaOf(type, selection, fragments).nullable();
}

function outputSchemaOf(
  type: GraphQLOutputType,
  selection: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): z.ZodType {
  if (isListType(type)) return z.array(outputSchema(type.ofType, selection, fragments));
  if (isScalarType(type)) return scalarSchema(type.name);
  if (isEnumType(type)) return z.enum(type.getValues().map((value) => value.name) as [string, ...string[]]);
  if (isObjectType(type) && selection) return z.object(selectionShape(type, selection, fragments));
  throw new Error(`REST: unsupported output type ${String(type)} (interfaces and unions are not in the contract)`);
}

/** The fields a selection set reads on `type`, fragments spread in. */
function selectionShape(
  type: GraphQLObjectType,
  selection: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  shape: Record<string, z.ZodType> = {},
): Record<string, z.ZodType> {
  for (const node of selection.selections) {
    if (node.kind === Kind.FIELD) {
      shape[(node.alias ?? node.name).value] = fieldSchema(type, node, fragments);
    } else if (node.kind === Kind.INLINE_FRAGMENT) {
      selectionShape(type, node.selectionSet, fragments, shape);
    } else {
      const fragment = fragments.get(node.name.value);
      if (!fragment) throw new Error(`REST: unknown fragment ${node.name.value}`);
      selectionShape(type, fragment.selectionSet, fragments, shape);
    }
  }
  return shape;
}

function fieldSchema(type: GraphQLObjectType, node: FieldNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): z.ZodType {
  if (node.name.value === "__typename") return z.string();
  const field = type.getFields()[node.name.value];
  if (!field) throw new Error(`REST: ${type.name}.${node.name.value} is not in the contract`);
  return outputSchema(field.type, node.selectionSet, fragments);
}

/** Every generated operation by name, with its schemas. */
export function buildRestOperations(
  typeDefs: string,
  documents: Readonly<Record<string, string>> = PERSISTED_DOCUMENTS,
): Map<string, RestOperation> {
  const schema: GraphQLSchema = buildSchema(typeDefs);
  const operations = new Map<string, RestOperation>();
  for (const [hash, text] of Object.entries(documents)) {
    const document = parse(text, { noLocation: true });
    const fragments = new Map<string, FragmentDefinitionNode>();
    let operation: OperationDefinitionNode | undefined;
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      if (definition.kind === Kind.OPERATION_DEFINITION) operation = definition;
    }
    if (!operation?.name || operation.operation === "subscription") continue;
    const root = operation.operation === "mutation" ? schema.getMutationType() : schema.getQueryType();
    if (!root) continue;
    const variables = new Map<string, GraphQLInputType>();
    const variableSchemas: Record<string, z.ZodType> = {};
    for (const definition of operation.variableDefinitions ?? []) {
      const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
      if (!type) throw new Error(`REST: unknown type of $${definition.variable.name.value} in ${operation.name.value}`);
      const name = definition.variable.name.value;
      variables.set(name, type);
      const base = inputSchema(type);
      variableSchemas[name] = definition.defaultValue ? base.optional() : base;
    }
    const shape = selectionShape(root, operation.selectionSet, fragments);
    const keys = Object.keys(shape);
    const rootKey = keys.length === 1 ? keys[0]! : null;
    operations.set(operation.name.value, {
      name: operation.name.value,
      hash,
      kind: operation.operation === "mutation" ? "mutation" : "query",
      variables,
      variableSchemas,
      rootKey,
      response: rootKey ? shape[rootKey]! : z.object(shape),
    });
  }
  return operations;
}

/** True when a GET query string can carry the variable as plain text (a scalar or a list of them). */
export function isPlainVariable(type: GraphQLInputType): boolean {
  const named = getNamedType(type);
  const unwrapped = isNonNullType(type) ? type.ofType : type;
  const inner = isListType(unwrapped) ? (isNonNullType(unwrapped.ofType) ? unwrapped.ofType.ofType : unwrapped.ofType) : unwrapped;
  return !isListType(inner) && (isScalarType(named) || isEnumType(named));
}

/** True for a list-typed variable (a GET query string repeats it: `?eans=1&eans=2`). */
export function isListVariable(type: GraphQLInputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}
