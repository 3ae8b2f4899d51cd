// hclc: HCL v2 in WebAssembly. `parse` is a drop-in for @cdktf/hcl2json's.

/** A diagnostic as hcldec's JSON writes it: a position is 1-based line and column, 0-based byte. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  summary: string;
  detail?: string;
  subject?: {
    filename: string;
    start: { line: number; column: number; byte: number };
    end: { line: number; column: number; byte: number };
  };
}

/** Thrown (or rejected with) when the input has errors; `message` is the first one's. */
export declare class HclError extends Error {
  readonly diagnostics: Diagnostic[];
}

/** A reference, as @cdktf/hcl2json's getReferencesInExpression reports it. */
export interface Reference {
  value: string;
  startPosition: number;
  endPosition: number;
}

/**
 * A position in getExpressionAst's tree, as @cdktf/hcl2json gives it: lines
 * from 0, columns from 0 on the first line (from 1 on later ones), bytes from 0.
 */
export interface AstPosition {
  line: number;
  column: number;
  byte: number;
}
export interface AstRange {
  start: AstPosition;
  end: AstPosition;
}

/** One step of a traversal: `.name` or `[key]` (a bool or null key has no segment). */
export interface AstTraversalPart {
  type: 'nameTraversal' | 'indexTraversal';
  segment?: string;
  range: AstRange;
}

/**
 * The meta of a node: `value` is the node's source text; the other fields
 * depend on its type (for example `operator` for binaryOp, `traversal` for
 * scopeTraversal, `keyVar` for a for expression).
 */
export interface AstMeta {
  value: string;
  [field: string]: unknown;
}

/**
 * A node of @cdktf/hcl2json's getExpressionAst tree. `range` is where the node
 * starts (HCL's StartRange: an operator's first operand, a call's name and
 * parenthesis, a collection's bracket). Object keys, parentheses and a splat's
 * element have type "" and no meta.
 */
export interface ExpressionAst {
  type:
    | 'literalValue' | 'template' | 'templateWrap' | 'templateJoin' | 'scopeTraversal' | 'relativeTraversal'
    | 'index' | 'splat' | 'tuple' | 'object' | 'for' | 'function' | 'unaryOp' | 'binaryOp' | 'conditional' | '';
  range: AstRange;
  meta?: AstMeta;
  children: ExpressionAst[];
}

/** Which functions an expression may call: HCL's standard library (the default) or Terraform's too. */
export interface FunctionOptions {
  functions?: 'standard' | 'terraform';
}

/** The functions, synchronous, usable once `init()` has resolved. */
export interface SyncApi {
  /** The JSON @cdktf/hcl2json's parse returns; throws an Error with its message for invalid HCL. */
  parse(filename: string, contents: string): Record<string, any>;
  /** As @cdktf/hcl2json's: the references in a Terraform string ("${var.a}-x"), with byte offsets. */
  getReferencesInExpression(filename: string, expression: string): Reference[];
  /** As @cdktf/hcl2json's: the expression's syntax tree; throws an Error with its message when it does not parse. */
  getExpressionAst(filename: string, expression: string): ExpressionAst;
  /** `hclc json`: the file in HCL's JSON syntax (text). */
  toJSONSyntax(text: string, filename?: string): string;
  /** `hclc fmt`: the file formatted as hclfmt does. */
  format(text: string, filename?: string): string;
  /** `hclc eval`: an expression's value (as JSON: numbers, strings, booleans, null, arrays, objects). */
  evaluate(expression: string, variables?: Record<string, unknown>, options?: FunctionOptions): unknown;
  /** `hclc dec`: a file decoded by an hcldec spec. */
  decode(text: string, spec: string, variables?: Record<string, unknown>, options?: FunctionOptions): unknown;
}

/** Loads and compiles the WebAssembly module (once); resolves to the synchronous API. */
export declare function init(): Promise<SyncApi>;
/** The synchronous API (throws until `init()` has resolved). */
export declare const sync: SyncApi;

export declare function parse(filename: string, contents: string): Promise<Record<string, any>>;
/**
 * As @cdktf/hcl2json's (Node only): the `.tf` files of a folder parsed as one
 * file, with the values of its `.tf.json` files merged in; `{}` when it has neither.
 */
export declare function convertFiles(workingDirectory: string): Promise<Record<string, any>>;
export declare function getReferencesInExpression(filename: string, expression: string): Promise<Reference[]>;
export declare function getExpressionAst(filename: string, expression: string): Promise<ExpressionAst>;
export declare function toJSONSyntax(text: string, filename?: string): Promise<string>;
export declare function format(text: string, filename?: string): Promise<string>;
export declare function evaluate(expression: string, variables?: Record<string, unknown>, options?: FunctionOptions): Promise<unknown>;
export declare function decode(text: string, spec: string, variables?: Record<string, unknown>, options?: FunctionOptions): Promise<unknown>;

declare const hclc: {
  init: typeof init;
  sync: SyncApi;
  HclError: typeof HclError;
  parse: typeof parse;
  convertFiles: typeof convertFiles;
  getReferencesInExpression: typeof getReferencesInExpression;
  getExpressionAst: typeof getExpressionAst;
  toJSONSyntax: typeof toJSONSyntax;
  format: typeof format;
  evaluate: typeof evaluate;
  decode: typeof decode;
};
export default hclc;
